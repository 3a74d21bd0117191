import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {editions} from '@site/src/data/editions';
import type {Story} from '@site/src/data/stories';
import styles from './styles.module.css';

type Props = {
  readonly story: Story;
};

/** The body of one case study: problem, what was built, and the measured outcome. */
export default function StoryDetails({story}: Props): ReactNode {
  const edition = editions.find((candidate) => candidate.id === story.edition);
  return (
    <div className={styles.story}>
      <p className={styles.meta}>
        <span className={styles.sector}>
          <Icon name={story.icon} className={styles.sectorIcon} />
          {story.sector}
        </span>
        {edition ? (
          <span className={styles.edition}>
            <Translate
              id="stories.meta.edition"
              description="Which LexBoot edition the customer uses; {edition} is the edition name"
              values={{edition: edition.name}}>
              {'使用{edition}'}
            </Translate>
          </span>
        ) : null}
      </p>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Heading as="h3" className={styles.label}>
            <Translate id="stories.label.problem" description="Heading of a case study's problem">
              问题
            </Translate>
          </Heading>
          <p>{story.problem}</p>
        </div>
        <div className={styles.column}>
          <Heading as="h3" className={styles.label}>
            <Translate id="stories.label.built" description="Heading of what was built in a case study">
              用 LexBoot 构建了什么
            </Translate>
          </Heading>
          <p>{story.built}</p>
          <p className={styles.programs}>
            <span className={styles.programsLabel}>
              <Translate id="stories.label.programs" description="Label before the list of program codes">
                主要程序：
              </Translate>
            </span>
            {story.programs.map((code) => (
              <code key={code}>{code}</code>
            ))}
          </p>
        </div>
        <div className={styles.outcome}>
          <Heading as="h3" className={styles.label}>
            <Translate id="stories.label.outcome" description="Heading of a case study's measured result">
              结果
            </Translate>
          </Heading>
          <p className={styles.value}>{story.outcome.value}</p>
          <p className={styles.valueLabel}>{story.outcome.label}</p>
        </div>
      </div>
    </div>
  );
}
