# A Berthline webhook receiver in Python 3.8+, with the standard library only.
# Run: BERTHLINE_WEBHOOK_SECRET=whsec_... python3 receiver.py   (listens on PORT, 3000 by default)
import hashlib
import hmac
import json
import os
import re
import sys
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = os.environ.get("BERTHLINE_WEBHOOK_SECRET", "")
TOLERANCE_SECONDS = 300
PORT = int(os.environ.get("PORT", "3000"))

if not SECRET.startswith("whsec_") or SECRET == "whsec_":
    # An empty key, or the prefix alone, would accept deliveries that anyone can sign: refuse to start instead.
    sys.exit("Set BERTHLINE_WEBHOOK_SECRET to the endpoint signing secret (whsec_...).")


def verify(raw_body, header, secret, now=None):
    """True when one v1 of the header is the HMAC of "<t>.<raw body>" and t is within the tolerance."""
    timestamp, signatures = None, []
    for part in (header or "").split(","):
        key, _, value = part.strip().partition("=")
        if key == "t" and value.isdigit():
            timestamp = int(value)
        elif key == "v1" and re.fullmatch(r"[0-9a-f]{64}", value):
            signatures.append(value)
    if timestamp is None or not signatures:
        return False
    if abs((time.time() if now is None else now) - timestamp) > TOLERANCE_SECONDS:
        return False
    signed = str(timestamp).encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    # During a secret roll the header carries two v1 values: accept the delivery when either matches.
    return any(hmac.compare_digest(expected, signature) for signature in signatures)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        # The exact bytes: never verify re-serialized JSON.
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not verify(raw_body, self.headers.get("Berthline-Signature"), SECRET):
            self.send_response(400)
            self.end_headers()
            self.wfile.write(b"Invalid signature\n")
            return
        event = json.loads(raw_body)
        # Answer within 10 seconds; do the work afterwards, once per event id.
        self.send_response(204)
        self.end_headers()
        print(f"Received {event['type']} {event['id']}", flush=True)

    def log_message(self, format, *args):
        pass


if __name__ == "__main__":
    print(f"Listening on http://localhost:{PORT}", flush=True)
    HTTPServer(("127.0.0.1", PORT), Receiver).serve_forever()
