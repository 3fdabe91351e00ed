import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { SLIDER_GROUPS_API, type SliderGroupInfo } from './slider.api';

/** The slider groups as the server lists them: label, recommended picture size, counts. */
export const useSliderGroups = () =>
  useQuery({ queryKey: [SLIDER_GROUPS_API], queryFn: () => api.get<{ data: SliderGroupInfo[] }>(SLIDER_GROUPS_API), staleTime: 30_000 });
