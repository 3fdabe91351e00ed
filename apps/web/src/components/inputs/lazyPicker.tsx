import { Suspense, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/**
 * A heavy antd picker loaded when a screen first shows one, behind an inert box of the same place
 * (full width, or the size its class gives). Same props as the picker; works as a form control.
 */
export function lazyPicker<P extends { className?: string; style?: CSSProperties }>(Picker: ComponentType<P>) {
  return function LazyPicker(props: P): ReactNode {
    const box = <span className={['pk-picker-loading', props.className].filter(Boolean).join(' ')} aria-busy="true" style={props.className ? props.style : { inlineSize: '100%', ...props.style }} />;
    return (
      <Suspense fallback={box}>
        <Picker {...props} />
      </Suspense>
    );
  };
}
