// `@theme/Tabs`: the markup of the docs' tabs (src/content/markdown/tabs.ts), so the client's tab
// script switches them, keeps a `groupId`'s choice and handles the keyboard, with or without
// hydration. Every panel is in the HTML; the inactive ones are hidden by the theme's stylesheet.
import {Children, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import type {TabItemProps} from './TabItem.tsx';

export interface TabsProps {
  children?: ReactNode;
  values?: {value: string; label?: string}[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: string | boolean;
  lazy?: boolean;
  className?: string;
}

export default function Tabs({children, values, defaultValue, groupId, className}: TabsProps) {
  const id = `tabs-${useId().replace(/[^\w-]/g, '')}`;
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  const tabs = items.map((item, n) => {
    const value = item.props.value;
    const label = values?.find((v) => v.value === value)?.label ?? item.props.label ?? value;
    return {value, label, id: `${id}-${n}`, item};
  });
  const chosen = Math.max(0, tabs.findIndex((tab) => (defaultValue != null ? tab.value === defaultValue : tab.item.props.default)));
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')} data-group-id={groupId}>
      <div className="tabs__list" role="tablist">
        {tabs.map((tab, n) => (
          <button key={tab.value} type="button" role="tab" className="tabs__tab" id={`${tab.id}-tab`} aria-controls={tab.id} aria-selected={n === chosen} tabIndex={n === chosen ? 0 : -1} data-value={tab.value}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, n) => (
        <div key={tab.value} className={['tabs__panel', tab.item.props.className].filter(Boolean).join(' ')} role="tabpanel" id={tab.id} aria-labelledby={`${tab.id}-tab`} data-value={tab.value} data-inactive={n === chosen ? undefined : ''}>
          <p className="tabs__label">{tab.label}</p>
          {tab.item.props.children}
        </div>
      ))}
    </div>
  );
}
