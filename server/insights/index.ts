// Insights: page views counted without cookies and the reports over them; the one way into server/insights/.
export { arrivalPath, arrivalSource } from './arrival.ts';
export { insightsCounting, type InsightsCounting } from './wiring.ts';
export { seenRequest } from './requests.ts';
export { insightsReports, type InsightsReports } from './service.ts';
export { default as insightsRoutes } from './routes.ts';
