import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The two sidebars of the spec. Labels are the zh-Hans source; the English ones live in
 * `i18n/en/docusaurus-plugin-content-docs/current.json`, under each category's `key`.
 * `installation` is in neither sidebar, so it renders without one.
 */
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    'quick-start-guide',
    'system-requirement',
    {
      type: 'category',
      key: 'tutorial-back-end',
      label: '后端开发',
      items: [
        'tutorial/back-end/dev-environment',
        'tutorial/back-end/code-generation',
        'tutorial/back-end/spring-security',
        'tutorial/back-end/create-api-interface',
        'tutorial/back-end/system-api-customizing',
      ],
    },
    {
      type: 'category',
      key: 'tutorial-front-end',
      label: '前端开发',
      items: [
        // In the order the tutorials build on each other: each starts where the one before it left off.
        'tutorial/front-end/program',
        'tutorial/front-end/router',
        'tutorial/front-end/page-frame',
        'tutorial/front-end/service-repository',
        'tutorial/front-end/program-store',
        'tutorial/front-end/i18n',
        'tutorial/front-end/template',
        'tutorial/front-end/theme',
      ],
    },
  ],
  apiSidebar: [
    {
      type: 'category',
      key: 'api-back-end',
      label: '后端接口',
      items: ['api/back-end/system-api', 'api/back-end/system-api-specification'],
    },
    {
      type: 'category',
      key: 'api-core-component',
      label: '前端核心组件',
      items: [
        'api/front-end/core-component/datagrid',
        'api/front-end/core-component/datagrid-editor',
        'api/front-end/core-component/drawer-store',
        'api/front-end/core-component/modal-store',
        'api/front-end/core-component/MultiFilter',
        'api/front-end/core-component/program-title',
        'api/front-end/core-component/SearchParams',
        'api/front-end/core-component/StatTable',
      ],
    },
    {
      type: 'category',
      key: 'api-module-builtin',
      label: '内置模块',
      items: ['api/module-builtin/user'],
    },
    {
      type: 'category',
      key: 'api-module-additional',
      label: '扩展模块',
      items: ['api/module-additional/excel-converter'],
    },
  ],
};

export default sidebars;
