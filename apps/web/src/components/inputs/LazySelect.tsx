import type { SelectProps } from 'antd';
import { lazy } from 'react';
import { lazyPicker } from './lazyPicker';

/** antd's Select, loaded with the first form field that needs one (an enum of many values, tags): it weighs about a fifth of a screen's budget. */
export const LazySelect = lazyPicker<SelectProps>(lazy(() => import('antd/es/select')));
