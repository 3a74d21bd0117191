// Change: the tag index is one list, most-used tags first, instead of groups headed by each tag's
// first character: with Chinese labels every group was a single character over a single tag.
import type {ReactNode} from 'react';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import styles from './styles.module.css';

export default function TagsListByLetter({tags}: Props): ReactNode {
  const sorted = [...tags].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return (
    <ul className={styles.tags}>
      {sorted.map((tag) => (
        <li key={tag.permalink}>
          <Tag {...tag} />
        </li>
      ))}
    </ul>
  );
}
