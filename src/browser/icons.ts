import {
  IconAlertTriangle, IconAward, IconBath, IconBolt, IconBuilding, IconBulb, IconCalendar, IconCamera, IconCertificate,
  IconCheck, IconClock, IconDroplet, IconFlame, IconHome, IconLeaf, IconMapPin, IconPhone, IconPipeline, IconSearch,
  IconSettings, IconShieldCheck, IconSnowflake, IconStar, IconThumbUp, IconTool, IconTruck, IconUsers, IconWash,
  IconWaveSine, IconTools, type Icon,
} from '@tabler/icons-react';
import type { IconName } from '../../schema/icon.ts';

/** Each icon name a page may use, and its Tabler icon: a name without an icon fails to compile. */
export const icons: Record<IconName, Icon> = {
  alert: IconAlertTriangle, award: IconAward, bath: IconBath, bolt: IconBolt, building: IconBuilding, bulb: IconBulb,
  calendar: IconCalendar, camera: IconCamera, certificate: IconCertificate, check: IconCheck, clock: IconClock,
  droplet: IconDroplet, flame: IconFlame, home: IconHome, leaf: IconLeaf, 'map-pin': IconMapPin, phone: IconPhone,
  pipe: IconPipeline, search: IconSearch, settings: IconSettings, shield: IconShieldCheck, snowflake: IconSnowflake,
  star: IconStar, 'thumb-up': IconThumbUp, tool: IconTool, truck: IconTruck, users: IconUsers, wash: IconWash,
  wave: IconWaveSine, wrench: IconTools,
};
