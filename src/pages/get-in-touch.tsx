import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import ContactChannels, {type ContactChannel} from '@site/src/pages/_components/ContactChannels';
import ContactForm from '@site/src/pages/_components/ContactForm';
import {brand, localized, mailtoHref, telHref} from '@site/src/data/brand';
import styles from './get-in-touch.module.css';

export default function GetInTouch(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const channels: readonly ContactChannel[] = [
    {
      id: 'sales',
      icon: 'mail',
      label: translate({id: 'contact.channel.sales.label', message: '商务咨询'}),
      value: brand.contact.salesEmail,
      href: mailtoHref(brand.contact.salesEmail),
      note: translate({
        id: 'contact.channel.sales.note',
        message: '购买专业版或企业版、报价、合同和发票。',
      }),
    },
    {
      id: 'general',
      icon: 'mail',
      label: translate({id: 'contact.channel.general.label', message: '一般事务'}),
      value: brand.contact.email,
      href: mailtoHref(brand.contact.email),
      note: translate({
        id: 'contact.channel.general.note',
        message: '合作、媒体、来访预约，以及其他任何问题。',
      }),
    },
    {
      id: 'phone',
      icon: 'phone',
      label: translate({id: 'contact.channel.phone.label', message: '电话'}),
      value: brand.contact.phone,
      href: telHref(brand.contact.phone),
      note: translate({
        id: 'contact.channel.phone.note',
        message: '工作日 9:00–18:00（北京时间）。',
      }),
    },
    {
      id: 'address',
      icon: 'location',
      label: translate({id: 'contact.channel.address.label', message: '办公地址'}),
      value: localized(brand.contact.address, i18n.currentLocale),
      note: translate({
        id: 'contact.channel.address.note',
        message: '来访请提前写邮件预约。',
      }),
    },
  ];

  return (
    <Layout
      title={translate({
        id: 'contact.meta.title',
        message: '联系我们',
        description: 'The <title> of the get-in-touch page',
      })}
      description={translate(
        {
          id: 'contact.meta.description',
          message: '通过邮件、电话或办公地址联系{company}：购买 LexBoot 专业版和企业版，或咨询其他事务。',
          description: 'The meta description of the get-in-touch page; {company} is the company name',
        },
        {company: localized(brand.companyName, i18n.currentLocale)},
      )}>
      <main>
        <PageHeader
          title={
            <Translate id="contact.header.title" description="The h1 of the get-in-touch page">
              联系我们
            </Translate>
          }
          lead={
            <Translate id="contact.header.lead">
              评估框架、购买专业版或企业版，或者只是想聊聊你的项目，都可以通过下面的方式找到我们。写邮件是最快的方式，我们在 1
              个工作日内回复。
            </Translate>
          }
        />

        <Section
          title={
            <Translate id="contact.channels.title" description="Heading of the contact details">
              联系方式
            </Translate>
          }>
          <ContactChannels channels={channels} />
        </Section>

        <Section
          tone="surface"
          title={
            <Translate id="contact.write.title" description="Heading of the section with the contact form">
              给我们写信
            </Translate>
          }
          lead={
            <Translate
              id="contact.write.lead"
              description="{email} is the general e-mail address"
              values={{
                email: (
                  <Link href={mailtoHref(brand.contact.email)} target="_self">
                    {brand.contact.email}
                  </Link>
                ),
              }}>
              {
                '本站是一个静态网站，没有后台服务器。填好下面的表单，由你自己的邮件客户端发出；也可以直接写信到 {email}。我们在 1 个工作日内回复。'
              }
            </Translate>
          }>
          <ContactForm />
        </Section>

        <Section
          title={
            <Translate id="contact.support.title" description="Heading of the technical support section">
              技术问题
            </Translate>
          }>
          <p className={styles.support}>
            <Translate
              id="contact.support.body"
              description="{github} is a link to the GitHub organisation"
              values={{
                github: <Link href={brand.social.github}>GitHub</Link>,
              }}>
              {
                '使用社区版遇到问题，请在 {github} 上对应的仓库中提交 Issue，附上 LexBoot 版本、复现步骤和错误信息。专业版和企业版客户请使用合同中约定的工单渠道。'
              }
            </Translate>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
