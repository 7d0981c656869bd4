// `@docusaurus/Translate` and `translate()`: the default message with its `{placeholders}` filled.
// A translated site's messages come from its own translation files, which sitegen reads for the
// theme; site code is rendered with the default message.
import {Fragment, createElement, isValidElement, type ReactNode} from 'react';

export interface TranslateMessage {
  message: string;
  id?: string;
  description?: string;
}

export function interpolateParts(message: string, values?: Record<string, ReactNode>): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part, n) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    return isValidElement(value) ? createElement(Fragment, {key: n}, value) : value;
  });
}

export function translate(message: TranslateMessage, values?: Record<string, string | number>): string {
  return interpolateParts(message.message, values).map(String).join('');
}

export default function Translate(props: {id?: string; description?: string; values?: Record<string, ReactNode>; children?: string}) {
  return <>{interpolateParts(props.children ?? props.id ?? '', props.values)}</>;
}
