import { lazy } from 'react';
import { useParams } from 'react-router';
import { menuGroupResource } from '@pishkhan/common/resources/menu.resource';
import MenuGroupsPage from './MenuGroupsPage';
import MenuItemsPage from './MenuItemsPage';

const ResourceFormPage = lazy(() => import('../../../components/crud/resource/ResourceFormPage'));

/**
 * The menus screens, one lazily loaded module (one import in the router's entry), chosen by the
 * route's parameters: a menu's form (`create`, `edit/:id`: the kit's form, loaded when opened), a
 * menu's items (`:group`), or the menus.
 */
export default function MenuScreens({ form }: { form?: boolean }) {
  const { group } = useParams();
  if (form) return <ResourceFormPage def={menuGroupResource} layout={[['title', 'key']]} />;
  return group ? <MenuItemsPage /> : <MenuGroupsPage />;
}
