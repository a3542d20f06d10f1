import { Lightbox, type LightboxImage } from '../../ui/lightbox/Lightbox.tsx';

export const PLANS_OWNER = 'plans';

interface FloorPlanViewerProps {
  plans: LightboxImage[];
  title: string;
  onClosed: () => void;
}

/** The floor plans in the shared lightbox, zoomable and announced as "Plan 1 / 3: Main floor". */
export function FloorPlanViewer({ plans, title, onClosed }: FloorPlanViewerProps) {
  return <Lightbox images={plans} title={title} onClosed={onClosed} owner={PLANS_OWNER} noun="Plan" zoomable />;
}
