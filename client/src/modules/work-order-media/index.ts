/** Work order info sections for images and the scouting report; the work order info screen embeds them. */
export { ImagesSection } from './ImagesSection';
export { ScoutingReportSection } from './ScoutingReportSection';
/** For the completion flow: emails the scouting report (or its short version), confirming a resend. */
export { useScoutingReportSender } from './useScoutingReportSender';
