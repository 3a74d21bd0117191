import type {ComponentType, ReactNode} from 'react';

/** The result type a content component gives to `close`, read from its props. */
export type ResultOf<P> = P extends {close: (result?: infer T) => void} ? T : never;

/** `drawerStore`: opens a drawer from anywhere and awaits its result. */
export interface DrawerStore {
  /**
   * @zh 打开抽屉并等待结果；用户放弃时结果为 `undefined`
   * @en Opens a drawer and awaits its result; `undefined` when the user gives up
   */
  open<P extends DrawerContentProps<never>>(
    component: ComponentType<P>,
    props: Omit<P, 'close' | 'drawerId'>,
    options?: DrawerOptions,
  ): Promise<ResultOf<P> | undefined>;
  /**
   * @zh 从外部关闭指定的抽屉，`id` 即注入给组件的 `drawerId`
   * @en Closes a given drawer from outside; `id` is the `drawerId` injected into the component
   */
  close(id: string, result?: unknown): void;
  /**
   * @zh 关闭所有抽屉，它们的 Promise 都以 `undefined` 完成
   * @en Closes every drawer; all their promises resolve with `undefined`
   */
  closeAll(): void;
}

export interface DrawerOptions {
  /**
   * @zh 抽屉标题
   * @en The drawer title
   */
  title?: ReactNode;
  /**
   * @zh 抽屉宽度；最宽为窗口宽度减去 48 px，留出一条遮罩；窗口宽度小于 576 px 时固定为全屏
   * @en Drawer width; at most the window's width less 48 px, leaving a strip of backdrop; below a window width of 576 px the drawer is full screen
   * @default 560
   */
  width?: number | string;
  /**
   * @zh 从哪一侧滑出
   * @en The side it slides in from
   * @default 'right'
   */
  placement?: 'right' | 'left';
  /**
   * @zh 点击遮罩是否关闭
   * @en Whether clicking the mask closes it
   * @default true
   */
  maskClosable?: boolean;
  /**
   * @zh 按 `Esc` 是否关闭
   * @en Whether `Esc` closes it
   * @default true
   */
  closeOnEscape?: boolean;
  /**
   * @zh 用户放弃时调用，返回 `false` 则保持打开，常用于提醒未保存的修改
   * @en Called when the user gives up; returning `false` keeps it open, typically to warn about unsaved changes
   */
  beforeClose?: () => boolean | Promise<boolean>;
  /**
   * @zh `tab` 表示抽屉属于当前标签页，`global` 表示覆盖整个后台
   * @en `tab` ties the drawer to the current tab, `global` covers the whole admin shell
   * @default 'tab'
   */
  scope?: 'tab' | 'global';
}

export interface DrawerContentProps<T> {
  /**
   * @zh 关闭抽屉并以 `result` 完成 Promise；不传参数等同于放弃
   * @en Closes the drawer and resolves the promise with `result`; no argument means giving up
   * @defaultZh 注入
   * @defaultEn injected
   */
  close: (result?: T) => void;
  /**
   * @zh 本抽屉的 ID，可用于 `drawerStore.close`
   * @en This drawer's ID, for `drawerStore.close`
   * @defaultZh 注入
   * @defaultEn injected
   */
  drawerId: string;
}

export declare const drawerStore: DrawerStore;

/**
 * Renders the open drawers. `AdminApp` mounts it once; outside the admin shell, render it once
 * yourself. Until one is mounted, `drawerStore.open` resolves with `undefined` at once.
 */
export declare function DrawerHost(): ReactNode;
