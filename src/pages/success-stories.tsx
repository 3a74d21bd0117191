import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import StoryDetails from '@site/src/pages/_components/StoryDetails';
import {stories} from '@site/src/data/stories';
import styles from './success-stories.module.css';

export default function SuccessStories(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'stories.meta.title',
        message: '客户案例',
        description: 'The <title> of the success stories page',
      })}
      description={translate({
        id: 'stories.meta.description',
        message: '律师事务所、公证处和法律援助中心如何用 LexBoot 构建案件管理、文书流转和申请受理系统。',
        description: 'The meta description of the success stories page',
      })}>
      <main>
        <PageHeader
          title={
            <Translate id="stories.header.title" description="The h1 of the success stories page">
              客户案例
            </Translate>
          }
          lead={
            <Translate id="stories.header.lead">
              LexBoot 诞生于法律科技项目，也最常用在法律行业。下面三个案例分别来自律师事务所、公证处和法律援助中心：它们遇到了什么问题，用
              LexBoot 做了什么，结果如何。出于保密，案例中不出现机构和个人的名称。
            </Translate>
          }
        />

        {stories.map((story, index) => (
          <Section key={story.id} tone={index % 2 === 1 ? 'surface' : 'plain'} title={story.title} lead={story.customer}>
            <StoryDetails story={story} />
          </Section>
        ))}

        <Section
          tone={stories.length % 2 === 1 ? 'surface' : 'plain'}
          title={
            <Translate id="stories.next.title" description="Heading of the closing call to action">
              聊聊你的项目
            </Translate>
          }
          lead={
            <Translate id="stories.next.lead">
              如果你的系统也以列表、表单和严格的权限为主，告诉我们你要管理的是什么，我们会告诉你 LexBoot 能替你写掉多少代码。
            </Translate>
          }>
          <div className={styles.actions}>
            <Link className="button button--primary" to="/get-in-touch">
              <Translate id="stories.next.contact">联系我们</Translate>
            </Link>
            <Link className="button button--outline button--primary" to="/docs/quick-start-guide">
              <Translate id="stories.next.quickStart">先自己试试</Translate>
            </Link>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
