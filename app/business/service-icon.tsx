import { Building2, Camera, Wrench, type LucideProps } from "lucide-react"
import type { BusinessService } from "~/business/services"

const ICONS = { camera: Camera, wrench: Wrench, building: Building2 } as const

export function ServiceIcon({ icon, ...props }: { icon: BusinessService["icon"] } & LucideProps) {
  const Icon = ICONS[icon]
  return <Icon aria-hidden="true" {...props} />
}
