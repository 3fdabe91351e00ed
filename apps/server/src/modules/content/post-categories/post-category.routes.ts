import { count, eq } from 'drizzle-orm';
import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { toPersianDigits } from '@pishkhan/common/text';
import { AppError } from '../../../lib/errors';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { posts } from '../posts/post.table';

/** Post categories (the `post_category` definition): each row shows its posts' count; a category with posts is not deleted. */
export const postCategoryOptions: ResourceOptions = {
  counts: { posts_count: posts.postCategoryId },
  inUse: async (tx, row) => {
    const [c] = await tx.select({ n: count() }).from(posts).where(eq(posts.postCategoryId, row.id));
    if (c!.n > 0) throw new AppError(409, 'in_use', postText.categoryInUse(toPersianDigits(c!.n)));
  },
};
