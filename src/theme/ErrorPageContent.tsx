// Keeps the stock crash screen ("This page crashed.", "Try again", the error message) and adds
// a way out: links to the home page and the docs, in the visitor's language.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.ErrorPageContent.title" description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
            <Link to="/" className="button button--secondary margin-left--md">
              <Translate id="errorPage.home" description="Link back to the home page from the crash screen">
                返回首页
              </Translate>
            </Link>
            <Link to="/docs/intro" className="button button--link margin-left--sm">
              <Translate id="errorPage.docs" description="Link to the docs from the crash screen">
                查看文档
              </Translate>
            </Link>
          </div>
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}
