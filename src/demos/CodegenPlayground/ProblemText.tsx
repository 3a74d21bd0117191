/**
 * A problem as the page shows it: the site's sentence, and the input's text in it as a quotation, in
 * code between the page's quotation marks, cut when long, isolated from the sentence's direction.
 */
import type {ReactNode} from 'react';
import {quotedText, quoteMarks, type Message} from './problems';
import styles from './styles.module.css';

export function ProblemText({message}: {readonly message: Message}): ReactNode {
  const [open, close] = quoteMarks();
  return message.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      // A message's parts never change order: the index is their identity.
      <span key={i} className={styles.quote}>
        {open}
        <code>{quotedText(part.quote)}</code>
        {close}
      </span>
    ),
  );
}
