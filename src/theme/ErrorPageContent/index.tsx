// Wrapper: the theme's crash page ('This page crashed.', the error message, 'Try again'), plus a way out and where to
// report the problem, so a reader is never stuck on a broken page.
import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ErrorPageContent {...props} />
      <div className="container margin-bottom--xl">
        <div className="row">
          <p className="col col--6 col--offset-3">
            If it keeps happening, go back to the <Link to="/">documentation home</Link> and tell us at{' '}
            <a href="mailto:support@berthline.example">support@berthline.example</a> which page you opened.
          </p>
        </div>
      </div>
    </>
  );
}
