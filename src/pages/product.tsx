import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import ProductShot from '@site/src/components/ProductShot';
import Section from '@site/src/components/Section';
import ArchitectureDiagram from '@site/src/components/ArchitectureDiagram';
import CapabilityGrid from '@site/src/pages/_components/CapabilityGrid';
import {brand, localized} from '@site/src/data/brand';
import {backEndCapabilities, componentCapabilities, frontEndCapabilities, moduleCapabilities} from '@site/src/data/capabilities';
import styles from './product.module.css';

/** What a project depends on; package coordinates are identifiers and stay untranslated. */
function Packages(): ReactNode {
  return (
    <dl className={styles.packages}>
      <div>
        <dt>
          <Translate id="product.packages.backEnd" description="Label of the back-end packages">
            后端（Maven，groupId cn.lexboot）
          </Translate>
        </dt>
        <dd>
          <code>lexboot-spring-boot-starter</code> <code>lexboot-codegen-maven-plugin</code>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="product.packages.frontEnd" description="Label of the front-end packages">
            前端（npm）
          </Translate>
        </dt>
        <dd>
          <code>@lexboot/core</code> <code>@lexboot/components</code>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="product.packages.cli" description="Label of the project generator command">
            新建项目
          </Translate>
        </dt>
        <dd>
          <code>npx @lexboot/create-app my-admin</code>
        </dd>
      </div>
    </dl>
  );
}

export default function Product(): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <Layout
      title={translate({id: 'product.meta.title', message: '产品', description: 'The <title> of the product page'})}
      description={translate({
        id: 'product.meta.description',
        message:
          'LexBoot 的后端能力（代码生成、认证与权限、系统接口）、前端能力（路由、页面框架、程序 Store、模板）、核心组件和模块，以及各自的文档。',
        description: 'The meta description of the product page',
      })}>
      <main>
        <PageHeader
          eyebrow={localized(brand.productFullName, i18n.currentLocale)}
          title={
            <Translate id="product.header.title" description="The h1 of the product page">
              一个框架，前后端一起生成
            </Translate>
          }
          lead={
            <Translate id="product.header.lead">
              LexBoot 由两部分组成：基于 Spring Boot 3 的后端 starter 与代码生成器，以及基于 React 和 TypeScript
              的后台外壳与组件库。当前版本 3.0，下面每一项能力都链接到讲解它的文档。
            </Translate>
          }
          figure={<ProductShot />}>
          <Packages />
        </PageHeader>

        <Section
          tone="surface"
          title={
            <Translate id="product.architecture.title" description="Heading of the architecture diagram">
              整体架构
            </Translate>
          }>
          <ArchitectureDiagram />
        </Section>

        <Section
          title={
            <Translate id="product.backEnd.title" description="Heading of the back-end capabilities">
              后端能力
            </Translate>
          }
          lead={
            <Translate id="product.backEnd.lead">
              Spring Boot 3、Java 17 和 Spring Security。引入 starter 就有登录、鉴权和系统接口；代码生成器只在开发时运行，产物是普通的 Java
              源码。
            </Translate>
          }>
          <CapabilityGrid capabilities={backEndCapabilities} />
        </Section>

        <Section
          tone="surface"
          title={
            <Translate id="product.frontEnd.title" description="Heading of the front-end capabilities">
              前端能力
            </Translate>
          }
          lead={
            <Translate id="product.frontEnd.lead">
              React 与 TypeScript 的管理后台外壳。每个管理界面是一个「程序」，由菜单树注册为路由，在多标签页工作区中运行，状态按标签页保存。
            </Translate>
          }>
          <CapabilityGrid capabilities={frontEndCapabilities} />
        </Section>

        <Section
          title={
            <Translate id="product.components.title" description="Heading of the core components">
              核心组件
            </Translate>
          }
          lead={
            <Translate id="product.components.lead">
              @lexboot/components 中的组件都从程序 Store 读取数据、向它发出操作，页面组件本身几乎不需要自己管理状态。
            </Translate>
          }>
          <CapabilityGrid capabilities={componentCapabilities} titleAsCode />
        </Section>

        <Section
          tone="surface"
          title={
            <Translate id="product.modules.title" description="Heading of the modules section">
              模块
            </Translate>
          }
          lead={
            <Translate id="product.modules.lead">
              用户模块随框架一起提供；Excel 转换模块单独引入，使用代码生成时必须引入，因为生成的导出接口用到它。两者在所有版本中都可以使用。
            </Translate>
          }>
          <CapabilityGrid capabilities={moduleCapabilities} />
        </Section>

        <Section
          title={
            <Translate id="product.requirements.title" description="Heading of the system requirements section">
              系统要求
            </Translate>
          }>
          <ul className={styles.requirements}>
            <li>
              <Translate id="product.requirements.jdk">JDK 17 或更高版本</Translate>
            </li>
            <li>
              <Translate id="product.requirements.node">Node.js 20 或更高版本</Translate>
            </li>
            <li>
              <Translate id="product.requirements.database">MySQL 8 或 PostgreSQL 15+</Translate>
            </li>
            <li>
              <Translate id="product.requirements.memory">开发机至少 4 GB 空闲内存</Translate>
            </li>
          </ul>
          <p>
            <Link to="/docs/system-requirement">
              <Translate id="product.requirements.link">查看完整的系统要求</Translate>
            </Link>
            <span className={styles.separator} aria-hidden="true">
              ·
            </span>
            <Link to="/docs/quick-start-guide">
              <Translate id="product.requirements.quickStart">按快速开始创建第一个项目</Translate>
            </Link>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
