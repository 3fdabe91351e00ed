import { sliderText as t } from '@pishkhan/common/i18n/fa/slider';
import { sliderResource } from '@pishkhan/common/resources/slider.resource';
import { isSliderGroup } from '@pishkhan/common/slider';
import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { faDigits } from '../../../app/format';
import { NotFoundPage } from '../../../app/pages/StatusPages';
import ResourceFormPage from '../../../components/crud/resource/ResourceFormPage';
import { useSliderGroups } from './useSliderGroups';

/**
 * /admin/slider/{group}/create and …/edit/{id}: the kit's form of the slide definition, back to the
 * group's list after saving; a new slide starts in the group, the picture shows the group's
 * recommended size (from the server).
 */
export default function SlideFormPage() {
  // Also answered without a group (`/slider/create`, `/slider/edit/{id}`): the group is chosen in the form, back to the groups after saving.
  const group = useParams().group;
  const groups = useSliderGroups();
  const info = groups.data?.data.find((g) => g.key === group);
  const def = useMemo(() => {
    const f = sliderResource.fields;
    return {
      ...sliderResource,
      web: group ? `/slider/${group}` : '/slider',
      fields: {
        ...f,
        group: { ...f.group, ...(group ? { default: group } : {}) },
        image_id: { ...f.image_id, ...(info ? { help: t.imageHelp(faDigits(info.width), faDigits(info.height)) } : {}) },
      },
    };
  }, [group, info]);
  if (group !== undefined && !isSliderGroup(group)) return <NotFoundPage />;
  if (groups.isPending) return <Skeleton active />;
  return <ResourceFormPage def={def} layout={['group', 'title', 'description', 'image_id', 'link', ['starts_at', 'ends_at'], 'status']} />;
}
