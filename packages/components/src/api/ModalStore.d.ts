import type {ComponentType, ReactNode} from 'react';
import type {ResultOf} from './DrawerStore';

/** `modalStore`: opens a modal from anywhere and awaits its result. */
export interface ModalStore {
  /**
   * @zh 打开对话框并等待结果；用户取消时结果为 `undefined`
   * @en Opens a dialog and awaits its result; `undefined` when the user cancels
   */
  open<P extends ModalContentProps<never>>(
    component: ComponentType<P>,
    props: Omit<P, 'close' | 'modalId'>,
    options?: ModalOptions,
  ): Promise<ResultOf<P> | undefined>;
  /**
   * @zh 打开确认框；点击确定且 `onOk` 成功时为 `true`，否则为 `false`
   * @en Opens a confirmation box; `true` when OK is clicked and `onOk` succeeds, otherwise `false`
   */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /**
   * @zh 从外部关闭指定的对话框，`id` 即注入给组件的 `modalId`
   * @en Closes a given dialog from outside; `id` is the `modalId` injected into the component
   */
  close(id: string, result?: unknown): void;
  /**
   * @zh 关闭所有对话框，它们的 Promise 都以 `undefined` 或 `false` 完成
   * @en Closes every dialog; their promises resolve with `undefined` or `false`
   */
  closeAll(): void;
}

export interface ModalOptions {
  /**
   * @zh 对话框标题
   * @en The dialog title
   */
  title?: ReactNode;
  /**
   * @zh 对话框宽度
   * @en Dialog width
   * @default 480
   */
  width?: number | string;
  /**
   * @zh 点击遮罩是否关闭；默认关闭，以免误触丢失已填写的内容
   * @en Whether clicking the mask closes it; off by default so that a stray click does not lose what was typed
   * @default false
   */
  maskClosable?: boolean;
  /**
   * @zh 按 `Esc` 是否关闭
   * @en Whether `Esc` closes it
   * @default true
   */
  closeOnEscape?: boolean;
  /**
   * @zh 用户取消时调用，返回 `false` 则保持打开
   * @en Called when the user cancels; returning `false` keeps it open
   */
  beforeClose?: () => boolean | Promise<boolean>;
  /**
   * @zh `tab` 只遮罩当前标签页的工作区，`global` 遮罩整个后台
   * @en `tab` masks only the current tab's workspace, `global` masks the whole admin shell
   * @default 'tab'
   */
  scope?: 'tab' | 'global';
}

export interface ConfirmOptions {
  /**
   * @zh 标题
   * @en The title
   */
  title: ReactNode;
  /**
   * @zh 正文，说明操作的后果
   * @en The body, explaining what the operation will do
   */
  content?: ReactNode;
  /**
   * @zh 确定按钮文字，随界面语言切换
   * @en OK button text; follows the UI language
   * @defaultZh 「确定」
   * @defaultEn "OK"
   */
  okText?: string;
  /**
   * @zh 取消按钮文字，随界面语言切换
   * @en Cancel button text; follows the UI language
   * @defaultZh 「取消」
   * @defaultEn "Cancel"
   */
  cancelText?: string;
  /**
   * @zh 确定按钮显示为危险样式（确认框总是先聚焦在取消按钮上）
   * @en Shows the OK button in the danger style (a confirmation always focuses Cancel first)
   * @default false
   */
  danger?: boolean;
  /**
   * @zh 点击确定后执行的异步操作，完成后才关闭
   * @en The asynchronous work to run after OK; the dialog closes only when it finishes
   */
  onOk?: () => Promise<unknown>;
}

export interface ModalContentProps<T> {
  /**
   * @zh 关闭对话框并以 `result` 完成 Promise；不传参数等同于取消
   * @en Closes the dialog and resolves the promise with `result`; no argument means cancelling
   * @defaultZh 注入
   * @defaultEn injected
   */
  close: (result?: T) => void;
  /**
   * @zh 本对话框的 ID，可用于 `modalStore.close`
   * @en This dialog's ID, for `modalStore.close`
   * @defaultZh 注入
   * @defaultEn injected
   */
  modalId: string;
}

export declare const modalStore: ModalStore;

/**
 * Renders the open modals. `AdminApp` mounts it once; outside the admin shell, render it once
 * yourself. Until one is mounted, `modalStore.open` resolves with `undefined` and `confirm` with `false` at once.
 */
export declare function ModalHost(): ReactNode;
