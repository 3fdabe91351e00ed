import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import type { ResourceDef } from '@pishkhan/common/resource';

/** The Persian texts of a resource's screens, from its name. */
export const screenTexts = (def: ResourceDef<any>) => ({
  title: def.texts.many,
  create: kit.create(def.texts.one),
  edit: kit.edit(def.texts.one),
  search: def.texts.searchPlaceholder ?? kit.search(def.texts.many),
  sort: { sort: kit.sort, sortTitle: kit.sortTitle(def.texts.many), sortHelp: kit.sortHelp, saveOrder: kit.saveOrder, sortSaved: kit.sortSaved(def.texts.many) },
});
