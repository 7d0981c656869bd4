// `@docusaurus/Translate` and `translate()`: the message of the page's locale (its code.json entry,
// looked up by id, else by the default message, as Docusaurus does), else the default message,
// with its `{placeholders}` filled.
import {Fragment, createElement, isValidElement, type ReactNode} from 'react';
import {currentCode} from './data.ts';

function localized(id: string | undefined, message: string): string {
  return currentCode().codeTranslations[id ?? message] ?? message;
}

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
  return interpolateParts(localized(message.id, message.message), values).map(String).join('');
}

export default function Translate(props: {id?: string; description?: string; values?: Record<string, ReactNode>; children?: string}) {
  return <>{interpolateParts(localized(props.id, props.children ?? props.id ?? ''), props.values)}</>;
}
