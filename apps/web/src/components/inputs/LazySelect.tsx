import type { SelectProps } from 'antd';
import { lazy, Suspense } from 'react';

const Select = lazy(() => import('antd/es/select'));

/**
 * antd's Select loaded when a screen first shows one, behind an inert box of the same place (the
 * size its class or style gives): a searchable select weighs about a fifth of a screen's budget and
 * most screens show one only in a filter or a form field. Same props as Select; works as a form control.
 */
export function LazySelect<V = unknown>(props: SelectProps<V>) {
  const box = <span className={['pk-picker-loading', props.className].filter(Boolean).join(' ')} aria-busy="true" style={props.className ? props.style : { inlineSize: '100%', ...props.style }} />;
  return (
    <Suspense fallback={box}>
      <Select {...(props as SelectProps)} />
    </Suspense>
  );
}
