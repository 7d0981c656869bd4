// `@theme/TabItem`: one panel of `@theme/Tabs`, which reads its props and draws it.
import type {ReactNode} from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export default function TabItem({children, className}: TabItemProps) {
  return <div className={className}>{children}</div>;
}
