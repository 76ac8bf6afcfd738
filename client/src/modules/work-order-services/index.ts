/** Work order info sections for services and daily logs; the work order info screen embeds them. */
export { ServicesSection } from './ServicesSection';
export { DailyLogsSection } from './DailyLogsSection';
/** The work order as the device holds it, for the other crew sections (images, scouting report). */
export {
  CrewWorkOrderGate,
  crewOf,
  NOT_OFFLINE_YET,
  useCrewWorkOrder,
  type CrewWorkOrder,
} from './crewWorkOrder';
