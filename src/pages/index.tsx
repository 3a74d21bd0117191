import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import CodeSnippet from '@site/src/components/CodeSnippet';
import LiveDemo from '@site/src/components/LiveDemo';
import PageHeader from '@site/src/components/PageHeader';
import ProductShot from '@site/src/components/ProductShot';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/pages/_components/FeatureGrid';
import {brand, localized} from '@site/src/data/brand';
import {features} from '@site/src/data/features';
import {stories} from '@site/src/data/stories';
import {HOME_RUN_HASH} from '@site/src/demos/homeRun';
import styles from './index.module.css';

// The same table as the intro and code-generation docs, so that the home page's example is one the
// reader meets again, step by step, in the tutorial; and an excerpt of what the generator writes for
// it, the REST controller, as the code-generation tutorial shows it in full.
import createTableSql from './_home/legal_case.sql?highlight';
import createTableSqlEnglish from './_home/legal_case.en.sql?highlight';
import generateCommand from './_home/generate.sh?highlight';
// The English table's comments are English: the generator is told so (its default reads them as Chinese).
import generateCommandEnglish from './_home/generate.en.sh?highlight';
import generatedController from './_home/LegalCaseController.java?highlight';

export default function Home(): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'Spring Boot + React 代码生成框架',
        description: 'The <title> of the home page, before "| LexBoot"',
      })}
      description={translate({
        id: 'home.meta.description',
        message:
          'LexBoot 读取 MySQL 或 PostgreSQL 的表结构，生成 Spring Boot 3 后端代码和 React 管理界面，适合案件、合同这类以列表和表单为主的管理系统。',
        description: 'The meta description of the home page',
      })}>
      <main>
        <PageHeader
          eyebrow={localized(brand.productFullName, i18n.currentLocale)}
          title={
            <Translate id="home.header.title" description="The h1 of the home page">
              从一张数据表，到一个能用的管理后台
            </Translate>
          }
          lead={
            <Translate id="home.header.lead" description="The one-sentence definition of LexBoot under the home h1">
              LexBoot 是一套 Spring Boot + React
              的代码生成框架：它读取数据库的表结构，生成后端的实体、接口和权限，以及前端的列表和表单界面，生成的代码就是你自己的源码。
            </Translate>
          }
          figure={<ProductShot runOnThisPage />}>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/quick-start-guide">
              <Translate id="home.cta.quickStart" description="Primary call to action on the home page">
                快速开始
              </Translate>
            </Link>
            {/* A plain anchor: going to the hash (a hashchange) scrolls to the playground, which opens its Run tab. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- Link's client-side navigation fires no hashchange */}
            <a className="button button--secondary button--lg" href={`#${HOME_RUN_HASH}`}>
              <Translate id="home.cta.run" description="Call to action on the home page: opens the playground's Run tab">
                运行生成的管理界面
              </Translate>
            </a>
            <Link className="button button--outline button--primary button--lg" to="/get-in-touch">
              <Translate id="home.cta.contact" description="Secondary call to action on the home page">
                联系我们
              </Translate>
            </Link>
          </div>
        </PageHeader>

        <Section
          title={
            <Translate id="home.features.title" description="Heading of the home page's feature grid">
              一套框架，四项核心能力
            </Translate>
          }
          lead={
            <Translate id="home.features.lead">
              每个管理后台都要重复实现的部分由框架负责：代码生成、前后端骨架、常用组件、登录与权限。你的时间留给真正的业务规则。
            </Translate>
          }>
          <FeatureGrid features={features} />
        </Section>

        <Section
          tone="surface"
          title={
            <Translate id="home.example.title" description="Heading of the home page's code example">
              从建表开始
            </Translate>
          }
          lead={
            <Translate id="home.example.lead">
              用列注释写下字段在界面上的名字，运行一条生成命令，就得到一个可以查询、新增、编辑和导出的案件管理程序。
            </Translate>
          }>
          <div className={styles.example}>
            <ol className={styles.steps}>
              <li>
                <Translate id="home.example.step1">
                  建表，并为每一列写好注释：注释就是界面上的字段名，带 [dict:…] 的列会渲染为下拉框。
                </Translate>
              </li>
              <li>
                <Translate id="home.example.step2">在后端工程目录运行代码生成器，指定表名和程序代码 CASE_MGMT。</Translate>
              </li>
              <li>
                <Translate id="home.example.step3">启动后端（端口 8080）和前端开发服务器（端口 5173），在菜单中打开「案件」。</Translate>
              </li>
            </ol>
            <div className={styles.code}>
              <CodeSnippet
                snippet={i18n.currentLocale === 'en' ? createTableSqlEnglish : createTableSql}
                title={translate({
                  id: 'home.example.sqlTitle',
                  message: '1. 建表（MySQL 8）',
                  description: 'Title of the SQL code block on the home page',
                })}
              />
              <CodeSnippet
                snippet={i18n.currentLocale === 'en' ? generateCommandEnglish : generateCommand}
                title={translate({
                  id: 'home.example.bashTitle',
                  message: '2. 生成程序',
                  description: 'Title of the shell code block on the home page',
                })}
              />
              <CodeSnippet
                snippet={generatedController}
                title={translate({
                  id: 'home.example.javaTitle',
                  message: '3. 生成的代码（节选）：LegalCaseController.java',
                  description: 'Title of the generated Java code block on the home page',
                })}
              />
              <p className={styles.more}>
                <Link to="/docs/tutorial/back-end/code-generation">
                  <Translate id="home.example.more">阅读代码生成教程，了解生成的每一个文件</Translate>
                </Link>
              </p>
            </div>
          </div>
        </Section>

        {/* The hero's link to Run (#see-it-run) lands on the playground's tabs, over the running program (issue 41). */}
        <Section
          title={
            <Translate id="home.playground.title" description="Heading of the home page's code generator playground">
              在浏览器里试一试
            </Translate>
          }
          lead={
            <Translate id="home.playground.lead">
              这是生成器本身，在你的浏览器里运行，不上传任何内容。「运行」里是它为这张表生成的管理界面，可以查询、新增、编辑和删除；
              「文件」里是生成的后端代码、迁移脚本和前端程序。改一改建表语句，或者粘贴你自己的表，两边都会跟着变。
            </Translate>
          }>
          <LiveDemo
            demo="CodegenHome"
            title={translate({
              id: 'home.playground.demoTitle',
              message: '从建表语句生成代码',
              description: 'Caption of the code generator on the home page',
            })}
          />
        </Section>

        <Section
          title={
            <Translate id="home.origin.title" description="Heading of the home section about where LexBoot comes from">
              来自法律科技的一线项目
            </Translate>
          }>
          <div className={styles.origin}>
            <p>
              <Translate
                id="home.origin.body"
                description="{company} is the company name"
                values={{company: localized(brand.companyName, i18n.currentLocale)}}>
                {
                  'LexBoot 出自{company}。它最初是我们为自己的案件管理系统和合同管理系统搭建的基础框架，案件、合同、庭审这类以列表和表单为主、权限要求严格的系统，正是它最擅长的场景。社区版以 Apache-2.0 协议开源，可以免费用于商业项目。'
                }
              </Translate>
            </p>
            <ul className={styles.outcomes}>
              {stories.map((story) => (
                <li key={story.id} className={styles.outcome}>
                  <span className={styles.outcomeValue}>{story.outcome.value}</span>
                  <span className={styles.outcomeLabel}>{story.outcome.label}</span>
                  <span className={styles.outcomeSector}>{story.sector}</span>
                </li>
              ))}
            </ul>
            <ul className={styles.links}>
              <li>
                <Link to="/success-stories">
                  <Translate id="home.origin.stories">看看律所、公证处和法律援助中心如何使用 LexBoot</Translate>
                </Link>
              </li>
              <li>
                <Link to="/pricing">
                  <Translate id="home.origin.pricing">比较社区版、专业版和企业版</Translate>
                </Link>
              </li>
              <li>
                <Link to="/company">
                  <Translate id="home.origin.company">了解 LexBoot 背后的公司</Translate>
                </Link>
              </li>
            </ul>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
