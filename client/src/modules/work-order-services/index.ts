/** Work order info sections for services and daily logs; the work order info screen embeds them. */
export { ServicesSection } from './ServicesSection';
export { DailyLogsSection } from './DailyLogsSection';
