import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What a demo whose code failed to load says, under its starting state (./index.tsx, ./Island.tsx). */
export default function FailedAlert(): ReactNode {
  return (
    <p role="alert" className={styles.failed}>
      {translate({id: 'liveDemo.failed', message: '演示代码加载失败，请检查网络后刷新页面。上面显示的是演示的初始状态。'})}
    </p>
  );
}
