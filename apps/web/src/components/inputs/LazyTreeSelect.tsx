import type { TreeSelectProps } from 'antd';
import { lazy, Suspense } from 'react';

const TreeSelect = lazy(() => import('antd/es/tree-select'));

/**
 * antd's TreeSelect (a category tree to pick from) loaded when a screen first shows one, behind an
 * inert box of the same place (full width, or the size its class gives): the tree and its select
 * weigh about a sixth of a screen's budget. Same props as TreeSelect; works as a form control.
 */
export function LazyTreeSelect(props: TreeSelectProps) {
  const box = <span className={['pk-picker-loading', props.className].filter(Boolean).join(' ')} aria-busy="true" style={props.className ? props.style : { inlineSize: '100%', ...props.style }} />;
  return (
    <Suspense fallback={box}>
      <TreeSelect {...props} />
    </Suspense>
  );
}
