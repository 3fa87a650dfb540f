// Sample-data API shapes: analytics and statistics cards. Re-exported by ../types.ts.

export type AnalyticsRange = 'Last 28 Days' | 'Last Month' | 'Last Year';
export interface ChartSeries {
  name: string;
  data: number[];
}
export interface SupportTrackerCard {
  title: string;
  lastDays: AnalyticsRange[];
  totalTicket: number;
  newTicket: number;
  openTicket: number;
  responseTime: number;
  completedPercent: number;
}
export interface AvgSessionsCard {
  sessions: number;
  lastDays: AnalyticsRange[];
  growth: string;
  goal: number;
  users: number;
  retention: number;
  duration: number;
  series: ChartSeries[];
}
export interface RevenueReportCard {
  years: string[];
  price: string;
  budget: string;
  earning: ChartSeries[];
  budgetSeries: ChartSeries[];
}
export interface GoalOverviewCard {
  completed: string;
  inProgress: string;
  series: number[];
}
export interface RevenueCard {
  thisMonth: string;
  lastMonth: string;
  series: ChartSeries[];
}
export interface ProductOrdersCard {
  lastDays: AnalyticsRange[];
  chartInfo: { finished: number; pending: number; rejected: number };
  series: number[];
}
export interface SessionsDeviceCard {
  lastDays: AnalyticsRange[];
  chartInfo: { icon: string; name: string; iconColor: string; usage: number; upDown: number }[];
  series: number[];
}
export interface CustomersCard {
  lastDays: AnalyticsRange[];
  listData: { icon: string; iconColor: string; text: string; result: number }[];
  series: number[];
}
export interface StatisticsSeriesCard {
  title: string;
  statistics: string;
  series: ChartSeries[];
}
export interface CardAnalyticsData {
  'support-tracker': SupportTrackerCard;
  'avg-sessions': AvgSessionsCard;
  'revenue-report': RevenueReportCard;
  'goal-overview': GoalOverviewCard;
  revenue: RevenueCard;
  'product-orders': ProductOrdersCard;
  'sessions-device': SessionsDeviceCard;
  customers: CustomersCard;
}
export type CardStatisticsData = Record<
  | 'orders-bar-chart'
  | 'profit-line-chart'
  | 'subscribers'
  | 'revenue'
  | 'sales'
  | 'orders'
  | 'site-traffic'
  | 'active-users'
  | 'newsletter',
  StatisticsSeriesCard
>;
