import Link from '@docusaurus/Link';
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import EditionCard from '@site/src/pages/_components/EditionCard';
import ComparisonTable from '@site/src/pages/_components/ComparisonTable';
import {brand, mailtoHref} from '@site/src/data/brand';
import {comparisonRows, editions, professionalPrice} from '@site/src/data/editions';
import styles from './pricing.module.css';

const salesEmail = (
  <Link href={mailtoHref(brand.contact.salesEmail)} target="_self">
    {brand.contact.salesEmail}
  </Link>
);

export default function Pricing(): ReactNode {
  return (
    <Layout
      title={translate({id: 'pricing.meta.title', message: '价格', description: 'The <title> of the pricing page'})}
      description={translate({
        id: 'pricing.meta.description',
        message: 'LexBoot 社区版免费开源，专业版按团队按年授权，企业版按需报价。三个版本使用同一套代码。',
        description: 'The meta description of the pricing page',
      })}>
      <main>
        <PageHeader
          title={
            <Translate id="pricing.header.title" description="The h1 of the pricing page">
              价格与版本
            </Translate>
          }
          lead={
            <Translate id="pricing.header.lead">
              三个版本使用同一套代码和同一份文档，功能没有区别。付费版本买到的是服务：有人答复你的问题、帮你升级、为你的团队培训。
            </Translate>
          }
        />

        <Section
          title={
            <Translate id="pricing.editions.title" description="Heading above the three edition cards">
              选择版本
            </Translate>
          }
          lead={
            <Translate id="pricing.editions.lead">
              价格以人民币计，含增值税。社区版可以一直免费使用；需要服务时再升级，已经生成的代码不需要任何改动。
            </Translate>
          }>
          <div className={styles.cards}>
            {editions.map((edition) => (
              <EditionCard key={edition.id} edition={edition} />
            ))}
          </div>
        </Section>

        <Section
          tone="surface"
          id="compare"
          title={
            <Translate id="pricing.compare.title" description="Heading of the edition comparison table">
              版本对比
            </Translate>
          }>
          <ComparisonTable
            editions={editions}
            rows={comparisonRows}
            caption={<Translate id="pricing.compare.caption">三个版本的框架代码完全相同，区别在于授权范围和服务。</Translate>}
          />
        </Section>

        <Section
          title={
            <Translate id="pricing.faq.title" description="Heading of the pricing FAQ">
              常见问题
            </Translate>
          }>
          <div className={styles.faq}>
            <div className={styles.question}>
              <Heading as="h3">
                <Translate id="pricing.faq.commercial.question">社区版可以用于商业项目吗？</Translate>
              </Heading>
              <p>
                <Translate id="pricing.faq.commercial.answer">
                  可以。社区版以 Apache-2.0 协议开源，你可以把它用在收费的项目中、修改源码、不公开自己的代码，只需保留协议和版权声明。
                </Translate>
              </p>
            </div>
            <div className={styles.question}>
              <Heading as="h3">
                <Translate id="pricing.faq.team.question">专业版的「团队」怎么计算？</Translate>
              </Heading>
              <p>
                <Translate
                  id="pricing.faq.team.answer"
                  description="{count} is the number of developers one Professional licence covers"
                  values={{count: professionalPrice.maxDevelopers}}>
                  {
                    '一份专业版授权覆盖一个最多 {count} 名开发者的团队，按参与开发的人数计算，不限制服务器数量，也不限制系统的最终用户数。人数更多时，可以购买多份授权，或者选择企业版。'
                  }
                </Translate>
              </p>
            </div>
            <div className={styles.question}>
              <Heading as="h3">
                <Translate id="pricing.faq.expiry.question">授权到期后，已经上线的系统怎么办？</Translate>
              </Heading>
              <p>
                <Translate id="pricing.faq.expiry.answer">
                  照常运行。生成的代码属于你，框架本身也是开源的；到期停止的只是工单支持、升级指导和培训。
                </Translate>
              </p>
            </div>
            <div className={styles.question}>
              <Heading as="h3">
                <Translate id="pricing.faq.purchase.question">如何购买和开具发票？</Translate>
              </Heading>
              <p>
                <Translate id="pricing.faq.purchase.answer" description="{email} is the sales e-mail link" values={{email: salesEmail}}>
                  {
                    '写邮件到 {email}，注明单位名称和开发者人数。我们会在 1 个工作日内回复报价单和合同；付款方式为对公转账，开具增值税专用发票。'
                  }
                </Translate>
              </p>
            </div>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
