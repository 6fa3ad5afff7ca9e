import type { IconNode } from '@tabler/icons-react';
import { __iconNode as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { __iconNode as IconAward } from '@tabler/icons-react/dist/esm/icons/IconAward.mjs';
import { __iconNode as IconBath } from '@tabler/icons-react/dist/esm/icons/IconBath.mjs';
import { __iconNode as IconBolt } from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import { __iconNode as IconBuilding } from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
import { __iconNode as IconBulb } from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import { __iconNode as IconCalendar } from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import { __iconNode as IconCamera } from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
import { __iconNode as IconCertificate } from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import { __iconNode as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { __iconNode as IconClock } from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { __iconNode as IconDroplet } from '@tabler/icons-react/dist/esm/icons/IconDroplet.mjs';
import { __iconNode as IconFlame } from '@tabler/icons-react/dist/esm/icons/IconFlame.mjs';
import { __iconNode as IconHome } from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import { __iconNode as IconLeaf } from '@tabler/icons-react/dist/esm/icons/IconLeaf.mjs';
import { __iconNode as IconMapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { __iconNode as IconPipeline } from '@tabler/icons-react/dist/esm/icons/IconPipeline.mjs';
import { __iconNode as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { __iconNode as IconSettings } from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import { __iconNode as IconShieldCheck } from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import { __iconNode as IconSnowflake } from '@tabler/icons-react/dist/esm/icons/IconSnowflake.mjs';
import { __iconNode as IconStar } from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import { __iconNode as IconThumbUp } from '@tabler/icons-react/dist/esm/icons/IconThumbUp.mjs';
import { __iconNode as IconTool } from '@tabler/icons-react/dist/esm/icons/IconTool.mjs';
import { __iconNode as IconTruck } from '@tabler/icons-react/dist/esm/icons/IconTruck.mjs';
import { __iconNode as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { __iconNode as IconWash } from '@tabler/icons-react/dist/esm/icons/IconWash.mjs';
import { __iconNode as IconWaveSine } from '@tabler/icons-react/dist/esm/icons/IconWaveSine.mjs';
import { __iconNode as IconTools } from '@tabler/icons-react/dist/esm/icons/IconTools.mjs';
import type { IconName } from '../../schema/icon.ts';

/** Each icon name a page may use, and its Tabler icon: a name without an icon fails to compile. */
export const icons: Record<IconName, IconNode> = {
  alert: IconAlertTriangle,
  award: IconAward,
  bath: IconBath,
  bolt: IconBolt,
  building: IconBuilding,
  bulb: IconBulb,
  calendar: IconCalendar,
  camera: IconCamera,
  certificate: IconCertificate,
  check: IconCheck,
  clock: IconClock,
  droplet: IconDroplet,
  flame: IconFlame,
  home: IconHome,
  leaf: IconLeaf,
  'map-pin': IconMapPin,
  phone: IconPhone,
  pipe: IconPipeline,
  search: IconSearch,
  settings: IconSettings,
  shield: IconShieldCheck,
  snowflake: IconSnowflake,
  star: IconStar,
  'thumb-up': IconThumbUp,
  tool: IconTool,
  truck: IconTruck,
  users: IconUsers,
  wash: IconWash,
  wave: IconWaveSine,
  wrench: IconTools,
};
