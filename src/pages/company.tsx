import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import ValueList from '@site/src/pages/_components/ValueList';
import Timeline from '@site/src/pages/_components/Timeline';
import {companyValues, timeline} from '@site/src/data/company';
import {brand, localized, mailtoHref} from '@site/src/data/brand';
import styles from './company.module.css';

export default function Company(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const companyName = localized(brand.companyName, i18n.currentLocale);
  return (
    <Layout
      title={translate(
        {id: 'company.meta.title', message: '关于{company}', description: 'The <title> of the company page'},
        {company: companyName},
      )}
      description={translate(
        {
          id: 'company.meta.description',
          message: '{company}是位于上海的法律科技公司，LexBoot 框架出自我们自己的案件管理和合同管理系统。',
          description: 'The meta description of the company page',
        },
        {company: companyName},
      )}>
      <main>
        <PageHeader
          eyebrow={companyName}
          title={
            <Translate
              id="company.header.title"
              description="The h1 of the company page; {company} is the company name"
              values={{company: companyName}}>
              {'关于{company}'}
            </Translate>
          }
          lead={
            <Translate id="company.header.lead" description="{company} is the company name" values={{company: companyName}}>
              {
                '{company}是一家位于上海的法律科技公司。我们为律所和企业法务部门开发案件管理和合同管理系统，LexBoot 就是在这些系统里长出来的框架。'
              }
            </Translate>
          }
        />

        <Section
          title={
            <Translate id="company.origin.title" description="Heading of the company's background">
              LexBoot 从哪里来
            </Translate>
          }>
          <div className={styles.prose}>
            <p>
              <Translate id="company.origin.p1">
                法律行业的管理系统有相同的形状：案件、委托人、合同、庭审日程，每一类都是一张表、一个列表、一个表单，外加细到每个按钮的权限。我们在自己的项目里一遍遍地写这些代码，后来决定让机器来写。
              </Translate>
            </p>
            <p>
              <Translate id="company.origin.p2">
                于是有了读取表结构、生成前后端代码的生成器，以及承载生成结果的后台外壳和组件库。它们先在我们自己的案件管理系统和合同管理系统中经受了检验，又在多个项目中不断打磨。
              </Translate>
            </p>
            <p>
              <Translate id="company.origin.p3">
                2025 年，我们发布了 LexBoot 3.0，并将社区版以 Apache-2.0
                协议开源。我们仍然每天用它开发自己的产品：框架里的每一项改进，都先要在我们自己的系统里站得住。
              </Translate>
            </p>
          </div>
        </Section>

        <Section
          tone="surface"
          title={
            <Translate id="company.values.title" description="Heading of the company's values">
              我们的做事原则
            </Translate>
          }>
          <ValueList values={companyValues} />
        </Section>

        <Section
          title={
            <Translate id="company.timeline.title" description="Heading of the company's history">
              发展历程
            </Translate>
          }>
          <Timeline milestones={timeline} />
        </Section>

        <Section
          tone="surface"
          title={
            <Translate id="company.office.title" description="Heading of the office address section">
              办公地址
            </Translate>
          }>
          <address className={styles.address}>
            <span className={styles.addressName}>{companyName}</span>
            <span>{localized(brand.contact.address, i18n.currentLocale)}</span>
            <Link href={mailtoHref(brand.contact.email)} target="_self">
              {brand.contact.email}
            </Link>
          </address>
          <p>
            <Translate
              id="company.office.contact"
              description="{link} is a link to the get-in-touch page"
              values={{
                link: (
                  <Link to="/get-in-touch">
                    <Translate id="company.office.contact.link">联系我们</Translate>
                  </Link>
                ),
              }}>
              {'来访请提前写邮件预约。商务咨询、电话和其他联系方式见{link}页面。'}
            </Translate>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
