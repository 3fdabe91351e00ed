/** The words of a chart's compact axis labels («۱٫۲ میلیارد», «۳۵۰ میلیون»). */
export const chartAxisUnits = {
  thousand: 'هزار',
  million: 'میلیون',
  billion: 'میلیارد',
  trillion: 'هزار میلیارد',
} as const;
