import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a dashboard widget component receives: its own figures from GET /api/admin/dashboard (`data[key]`). */
export interface WidgetProps<T = unknown> {
  data: T | undefined;
}

/**
 * The dashboard's widget components, found in the features folder: `<name>.widget.tsx` (default
 * export) is the widget of key `<name>` with dashes as underscores (`recent-activity.widget.tsx` →
 * `recent_activity`), the key its module registers on the server. Each loads as its own chunk, so the
 * dashboard imports no module and pays only for the widgets the admin may see.
 */
const found = import.meta.glob<{ default: ComponentType<WidgetProps<never>> }>('../../**/*.widget.tsx');

export const widgetKey = (file: string) => file.replace(/^.*\//, '').replace(/\.widget\.tsx$/, '').replace(/-/g, '_');

export const WIDGETS: ReadonlyMap<string, LazyExoticComponent<ComponentType<WidgetProps>>> = new Map(
  Object.entries(found).map(([file, load]) => [widgetKey(file), lazy(load as () => Promise<{ default: ComponentType<WidgetProps> }>)]),
);
