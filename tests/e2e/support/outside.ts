// A file beside the build inside the test servers' root (nginx's root folder; the serve test's temporary folder),
// which no address may reach: the `..` checks look for its text in every answer.
export const OUTSIDE_FILE = 'outside-the-build.txt';
export const OUTSIDE_TEXT = 'This file is outside the build and must never be served.';
