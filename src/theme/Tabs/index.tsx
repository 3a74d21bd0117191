import React, {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

type Attributes = TabItemProps['attributes'];

/**
 * Ties each tab to its panel, which the theme leaves untied (W3C Nu Html Checker): a tab gets an
 * `id` and `aria-controls` naming its panel, through the `attributes` the theme spreads onto each
 * tab, and src/theme/TabItem gives the panel that `id` and `aria-labelledby` naming the tab. The ids
 * come from React's `useId`, the same in the server's HTML and after hydration, and unique when a
 * page has several tab sets of the same values. A lazy tab set renders only the selected panel, so
 * its tabs name no panel.
 */
export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  const tie = (attributes: Attributes, index: number): Attributes => {
    const id = typeof attributes?.id === 'string' ? attributes.id : `${base}-tab-${index}`;
    return {...attributes, id, 'aria-controls': props.lazy ? undefined : `${id}-panel`};
  };
  if (props.values) {
    return <Tabs {...props} values={props.values.map((value, index) => ({...value, attributes: tie(value.attributes, index)}))} />;
  }
  const children = Children.toArray(props.children);
  const items = children.filter((child) => isValidElement<TabItemProps>(child) && 'value' in child.props);
  const tied = children.map((child) => {
    const index = items.indexOf(child);
    return index < 0 || !isValidElement<TabItemProps>(child)
      ? child
      : cloneElement(child, {attributes: tie(child.props.attributes, index)});
  });
  return <Tabs {...props}>{tied}</Tabs>;
}
