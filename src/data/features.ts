import {translate} from '@docusaurus/Translate';
import type {IconName} from '@site/src/data/icons';

/** One of the four headline features on the home page. */
export type Feature = {
  readonly id: 'codegen' | 'stack' | 'components' | 'enterprise';
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  /** The doc page that explains the feature, and the text of the link to it. */
  readonly link: {readonly to: string; readonly label: string};
};

export const features: readonly Feature[] = [
  {
    id: 'codegen',
    icon: 'table',
    title: translate({id: 'home.feature.codegen.title', message: '从数据表生成代码'}),
    description: translate({
      id: 'home.feature.codegen.description',
      message:
        '读取 MySQL 8 或 PostgreSQL 15+ 的表结构和列注释，一条命令写出实体、Repository、Service、Controller 和 DTO，连同前端程序和登记菜单权限的迁移脚本。',
    }),
    link: {
      to: '/docs/tutorial/back-end/code-generation',
      label: translate({id: 'home.feature.codegen.link', message: '了解代码生成'}),
    },
  },
  {
    id: 'stack',
    icon: 'layers',
    title: translate({id: 'home.feature.stack.title', message: 'Spring Boot + React'}),
    description: translate({
      id: 'home.feature.stack.description',
      message:
        '后端是 Spring Boot 3 与 Java 17，前端是 React 与 TypeScript 的管理后台外壳：菜单树驱动路由，多标签页工作区里每个程序各有自己的状态。生成的都是普通源码，可以阅读、修改和调试。',
    }),
    link: {
      to: '/docs/tutorial/front-end/page-frame',
      label: translate({id: 'home.feature.stack.link', message: '了解页面框架'}),
    },
  },
  {
    id: 'components',
    icon: 'components',
    title: translate({id: 'home.feature.components.title', message: '核心组件'}),
    description: translate({
      id: 'home.feature.components.description',
      message:
        'DataGrid、MultiFilter、SearchParams、StatTable 等组件直接绑定程序 Store；DrawerStore 和 ModalStore 可以在任何地方打开抽屉或弹窗，并等待用户操作的结果。',
    }),
    link: {
      to: '/docs/api/front-end/core-component/datagrid',
      label: translate({id: 'home.feature.components.link', message: '查看 DataGrid 接口'}),
    },
  },
  {
    id: 'enterprise',
    icon: 'shield',
    title: translate({id: 'home.feature.enterprise.title', message: '企业级能力'}),
    description: translate({
      id: 'home.feature.enterprise.description',
      message:
        'Spring Security 签发 JWT 访问令牌与刷新令牌，权限细到「程序代码:操作」；系统接口自带审计日志；界面文字和字段名提供中文、英文两套语言包。',
    }),
    link: {
      to: '/docs/tutorial/back-end/spring-security',
      label: translate({id: 'home.feature.enterprise.link', message: '了解认证与权限'}),
    },
  },
];
