import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Box = {readonly x: number; readonly y: number; readonly w: number; readonly h: number};

function Part({x, y, w, h, label}: Box & {readonly label: string}): ReactNode {
  return (
    <g>
      <rect className={styles.part} x={x} y={y} width={w} height={h} rx={6} />
      <text className={styles.partText} x={x + w / 2} y={y + h / 2} dominantBaseline="central" textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

function ArrowMarker({id}: {readonly id: string}): ReactNode {
  return (
    <defs>
      <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path className={styles.arrowHead} d="M0,0 L10,5 L0,10 z" />
      </marker>
    </defs>
  );
}

type Words = Record<
  | 'title'
  | 'desc'
  | 'frontEnd'
  | 'backEnd'
  | 'database'
  | 'generator'
  | 'generatorNote'
  | 'http'
  | 'reads'
  | 'writesJava'
  | 'writesReact'
  | (typeof front)[number]
  | (typeof back)[number],
  string
>;

const front = ['frame', 'programs', 'store', 'repository', 'components'] as const;
const back = ['controller', 'service', 'jpa', 'security', 'systemApi', 'modules'] as const;

/**
 * The same figure drawn top to bottom for phones, where the wide one would shrink its text to a
 * few pixels: front end, back end, database and generator one under another at full size, the
 * generator's output running up the two side lanes.
 */
function TallDiagram({t}: {readonly t: Words}): ReactNode {
  return (
    <svg
      className={clsx(styles.svg, styles.tall)}
      viewBox="0 0 360 920"
      width="360"
      height="920"
      role="img"
      aria-labelledby="architecture-tall-title architecture-tall-desc">
      <title id="architecture-tall-title">{t.title}</title>
      <desc id="architecture-tall-desc">{t.desc}</desc>
      <ArrowMarker id="architecture-tall-arrow" />

      <rect className={styles.panel} x={40} y={10} width={280} height={266} rx={10} />
      <text className={styles.panelTitle} x={180} y={38} textAnchor="middle">
        {t.frontEnd}
      </text>
      {front.map((key, i) => (
        <Part key={key} x={56} y={54 + i * 42} w={248} h={34} label={t[key]} />
      ))}

      <line
        className={styles.flow}
        x1={180}
        y1={278}
        x2={180}
        y2={330}
        markerStart="url(#architecture-tall-arrow)"
        markerEnd="url(#architecture-tall-arrow)"
      />
      <text className={styles.label} x={190} y={309}>
        {t.http}
      </text>

      <rect className={styles.panel} x={40} y={332} width={280} height={306} rx={10} />
      <text className={styles.panelTitle} x={180} y={360} textAnchor="middle">
        {t.backEnd}
      </text>
      {back.map((key, i) => (
        <Part key={key} x={56} y={376 + i * 42} w={248} h={34} label={t[key]} />
      ))}

      <line
        className={styles.flow}
        x1={180}
        y1={640}
        x2={180}
        y2={690}
        markerStart="url(#architecture-tall-arrow)"
        markerEnd="url(#architecture-tall-arrow)"
      />
      <text className={styles.label} x={190} y={669}>
        JDBC
      </text>

      <g>
        <path className={styles.cylinder} d="M40,706 a140,14 0 0,1 280,0 v64 a140,14 0 0,1 -280,0 z" />
        <path className={styles.cylinderRim} d="M40,706 a140,14 0 0,0 280,0" />
        <text className={styles.panelTitle} x={180} y={744} textAnchor="middle">
          {t.database}
        </text>
        <text className={styles.note} x={180} y={766} textAnchor="middle">
          MySQL 8 / PostgreSQL 15+
        </text>
      </g>

      <line className={styles.generated} x1={180} y1={786} x2={180} y2={834} markerEnd="url(#architecture-tall-arrow)" />
      <text className={styles.label} x={190} y={814}>
        {t.reads}
      </text>

      <rect className={styles.generator} x={40} y={836} width={280} height={70} rx={10} />
      <text className={styles.panelTitle} x={180} y={864} textAnchor="middle">
        {t.generator}
      </text>
      <text className={styles.note} x={180} y={888} textAnchor="middle">
        {t.generatorNote}
      </text>

      <path className={styles.generated} d="M320,871 H338 V485 H322" markerEnd="url(#architecture-tall-arrow)" />
      <text className={styles.smallLabel} x={354} y={680} textAnchor="middle" transform="rotate(-90 354 680)">
        {t.writesJava}
      </text>
      <path className={styles.generated} d="M40,890 H22 V143 H38" markerEnd="url(#architecture-tall-arrow)" />
      <text className={styles.smallLabel} x={14} y={520} textAnchor="middle" transform="rotate(-90 14 520)">
        {t.writesReact}
      </text>
    </svg>
  );
}

/**
 * How LexBoot's parts fit together, drawn inline so that its text is translated and its colours
 * follow the light and dark themes (every colour is a theme variable). The viewBox fixes the
 * aspect ratio, so the figure takes its height before it renders: no layout shift.
 *
 * `description` is the figure's text alternative and caption; a doc passes its own (the intro), so
 * that the page's Markdown copy can carry the same words (src/plugins/markdown-copies/convert.ts).
 */
export default function ArchitectureDiagram({description}: {readonly description?: string}): ReactNode {
  const t: Words = {
    title: translate({id: 'architecture.title', message: 'LexBoot 的架构'}),
    desc:
      description ??
      translate({
        id: 'architecture.desc',
        message:
          '浏览器中的 React 前端（页面框架、程序与模板、程序 Store、Service Repository、核心组件）通过 HTTP（JSON，统一响应结构）调用 Spring Boot 后端（Controller 与 DTO、Service、Repository、Spring Security、系统接口、用户与 Excel 模块），后端通过 JDBC 访问 MySQL 8 或 PostgreSQL 15+。开发时，代码生成器读取数据库的表结构，生成后端代码和前端程序。',
      }),
    frontEnd: translate({id: 'architecture.frontEnd', message: '浏览器：React 前端'}),
    backEnd: translate({id: 'architecture.backEnd', message: '服务器：Spring Boot 后端'}),
    frame: translate({id: 'architecture.frame', message: '页面框架与多标签页'}),
    programs: translate({id: 'architecture.programs', message: '程序与模板'}),
    store: translate({id: 'architecture.store', message: '程序 Store'}),
    repository: 'Service Repository',
    components: translate({id: 'architecture.components', message: '核心组件'}),
    controller: translate({id: 'architecture.controller', message: 'Controller 与 DTO'}),
    service: 'Service',
    jpa: 'Repository (JPA)',
    security: translate({id: 'architecture.security', message: 'Spring Security（JWT）'}),
    systemApi: translate({id: 'architecture.systemApi', message: '系统接口'}),
    modules: translate({id: 'architecture.modules', message: '用户模块、Excel 模块'}),
    database: translate({id: 'architecture.database', message: '数据库'}),
    generator: translate({id: 'architecture.generator', message: '代码生成器'}),
    generatorNote: translate({id: 'architecture.generatorNote', message: '只在开发时运行'}),
    http: 'HTTP + JSON',
    reads: translate({id: 'architecture.reads', message: '读取表结构'}),
    writesJava: translate({id: 'architecture.writesJava', message: '生成 Java'}),
    writesReact: translate({id: 'architecture.writesReact', message: '生成前端程序：类型、Repository、Store、页面、语言包'}),
  };
  return (
    <figure className={styles.figure}>
      <svg
        className={clsx(styles.svg, styles.wide)}
        viewBox="0 0 960 450"
        width="960"
        height="450"
        role="img"
        aria-labelledby="architecture-title architecture-desc">
        <title id="architecture-title">{t.title}</title>
        <desc id="architecture-desc">{t.desc}</desc>
        <ArrowMarker id="architecture-arrow" />

        <rect className={styles.panel} x={20} y={30} width={270} height={340} rx={10} />
        <text className={styles.panelTitle} x={155} y={62} textAnchor="middle">
          {t.frontEnd}
        </text>
        {front.map((key, i) => (
          <Part key={key} x={38} y={86 + i * 54} w={234} h={40} label={t[key]} />
        ))}

        <rect className={styles.panel} x={370} y={30} width={270} height={340} rx={10} />
        <text className={styles.panelTitle} x={505} y={62} textAnchor="middle">
          {t.backEnd}
        </text>
        {back.map((key, i) => (
          <Part key={key} x={388} y={84 + i * 46} w={234} h={36} label={t[key]} />
        ))}

        <g>
          <path className={styles.cylinder} d="M710,62 a110,14 0 0,1 220,0 v80 a110,14 0 0,1 -220,0 z" />
          <path className={styles.cylinderRim} d="M710,62 a110,14 0 0,0 220,0" />
          <text className={styles.panelTitle} x={820} y={104} textAnchor="middle">
            {t.database}
          </text>
          <text className={styles.note} x={820} y={126} textAnchor="middle">
            MySQL 8 / PostgreSQL 15+
          </text>
        </g>

        <rect className={styles.generator} x={710} y={250} width={220} height={76} rx={10} />
        <text className={styles.panelTitle} x={820} y={282} textAnchor="middle">
          {t.generator}
        </text>
        <text className={styles.note} x={820} y={306} textAnchor="middle">
          {t.generatorNote}
        </text>

        <line
          className={styles.flow}
          x1={292}
          y1={200}
          x2={368}
          y2={200}
          markerStart="url(#architecture-arrow)"
          markerEnd="url(#architecture-arrow)"
        />
        <text className={styles.label} x={330} y={188} textAnchor="middle">
          {t.http}
        </text>
        <line
          className={styles.flow}
          x1={642}
          y1={104}
          x2={708}
          y2={104}
          markerStart="url(#architecture-arrow)"
          markerEnd="url(#architecture-arrow)"
        />
        <text className={styles.label} x={675} y={92} textAnchor="middle">
          JDBC
        </text>

        <line className={styles.generated} x1={820} y1={158} x2={820} y2={248} markerEnd="url(#architecture-arrow)" />
        <text className={styles.label} x={828} y={208}>
          {t.reads}
        </text>
        <line className={styles.generated} x1={708} y1={288} x2={642} y2={288} markerEnd="url(#architecture-arrow)" />
        <text className={styles.smallLabel} x={675} y={306} textAnchor="middle">
          {t.writesJava}
        </text>
        <path className={styles.generated} d="M820,328 V410 H155 V372" markerEnd="url(#architecture-arrow)" />
        <text className={styles.label} x={487} y={432} textAnchor="middle">
          {t.writesReact}
        </text>
      </svg>
      <TallDiagram t={t} />
      <figcaption className={styles.caption}>{t.desc}</figcaption>
    </figure>
  );
}
