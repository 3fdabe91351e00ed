/** A report period `1405/01/15` as the day page's address segment `1405-01-15`. */
export const dayParam = (period: string) => period.replaceAll('/', '-');
