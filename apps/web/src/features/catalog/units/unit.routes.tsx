import { unitResource } from '@pishkhan/common/resources/unit.resource';
import { resourceRoutes } from '../../../app/routing';

export const unitRoutes = resourceRoutes(unitResource, { layout: [['name', 'symbol'], 'precision', 'status'] });
