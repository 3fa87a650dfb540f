import type { AnalyticsRange, CardAnalyticsData, CardStatisticsData } from '../types.ts';

const RANGES: AnalyticsRange[] = ['Last 28 Days', 'Last Month', 'Last Year'];

export function seedCardAnalytics(): CardAnalyticsData {
  return {
    'support-tracker': {
      title: 'Enquiry Tracker',
      lastDays: [...RANGES],
      totalTicket: 163,
      newTicket: 29,
      openTicket: 63,
      responseTime: 1,
      completedPercent: 83,
    },
    'avg-sessions': {
      sessions: 2_700,
      lastDays: [...RANGES],
      growth: '+5.2%',
      goal: 100_000,
      users: 100_000,
      retention: 90,
      duration: 1,
      series: [{ name: 'Sessions', data: [75, 125, 225, 175, 125, 75, 25] }],
    },
    'revenue-report': {
      years: ['2025', '2024', '2023'],
      price: '25,852',
      budget: '56,800',
      earning: [
        { name: 'Earning', data: [95, 177, 284, 256, 105, 63, 168, 218, 72] },
        { name: 'Expense', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100] },
      ],
      budgetSeries: [
        { name: 'Budget', data: [61, 48, 69, 52, 60, 40, 79, 60, 59, 43, 62] },
        { name: 'Forecast', data: [20, 10, 30, 15, 23, 0, 25, 15, 20, 5, 27] },
      ],
    },
    'goal-overview': { completed: '786,617', inProgress: '13,561', series: [83] },
    revenue: {
      thisMonth: '86,589',
      lastMonth: '73,683',
      series: [
        { name: 'This Month', data: [45_000, 47_000, 44_800, 47_500, 45_500, 48_000, 46_500, 48_600] },
        { name: 'Last Month', data: [46_000, 48_000, 45_500, 46_600, 44_500, 46_500, 45_000, 47_000] },
      ],
    },
    'product-orders': {
      lastDays: [...RANGES],
      chartInfo: { finished: 23_043, pending: 14_658, rejected: 4_758 },
      series: [70, 52, 26],
    },
    'sessions-device': {
      lastDays: [...RANGES],
      chartInfo: [
        { icon: 'Monitor', name: 'Desktop', iconColor: 'text-primary', usage: 58.6, upDown: 2 },
        { icon: 'Smartphone', name: 'Mobile', iconColor: 'text-warning', usage: 34.9, upDown: 8 },
        { icon: 'Tablet', name: 'Tablet', iconColor: 'text-danger', usage: 6.5, upDown: -5 },
      ],
      series: [58.6, 34.9, 6.5],
    },
    customers: {
      lastDays: [...RANGES],
      listData: [
        { icon: 'Circle', iconColor: 'text-primary', text: 'New', result: 690 },
        { icon: 'Circle', iconColor: 'text-warning', text: 'Returning', result: 258 },
        { icon: 'Circle', iconColor: 'text-danger', text: 'Referrals', result: 149 },
      ],
      series: [690, 258, 149],
    },
  };
}

export function seedCardStatistics(): CardStatisticsData {
  const card = (title: string, statistics: string, name: string, data: number[]) => ({
    title,
    statistics,
    series: [{ name, data }],
  });
  return {
    'orders-bar-chart': card('Orders', '2,76k', '2025', [45, 85, 65, 45, 65]),
    'profit-line-chart': card('Profit', '6,24k', 'Profit', [0, 20, 5, 30, 15, 45]),
    subscribers: card('Subscribers Gained', '92.6k', 'Subscribers', [28, 40, 36, 52, 38, 60, 55]),
    revenue: card('Revenue Generated', '97.5k', 'Revenue', [350, 275, 400, 300, 350, 300, 450]),
    sales: card('Quarterly Sales', '36%', 'Sales', [10, 15, 7, 12, 3, 16]),
    orders: card('Orders Received', '38.4k', 'Orders', [10, 15, 8, 15, 7, 12, 8]),
    'site-traffic': card('Site Traffic', '28.7k', 'Traffic', [150, 200, 125, 225, 200, 250]),
    'active-users': card('Active Users', '659.8k', 'Active Users', [750, 1000, 450, 1250, 850, 1200]),
    newsletter: card('Newsletter', '28.7k', 'Newsletter', [200, 450, 350, 550, 400, 800]),
  };
}
