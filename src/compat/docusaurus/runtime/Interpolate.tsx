// `@docusaurus/Interpolate`: a message with its `{placeholders}` filled by text or elements.
import type {ReactNode} from 'react';
import {interpolateParts} from './Translate.tsx';

export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const parts = interpolateParts(text, values);
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : parts;
}

export default function Interpolate({children, values}: {children: string; values?: Record<string, ReactNode>}) {
  return <>{interpolateParts(children, values)}</>;
}
