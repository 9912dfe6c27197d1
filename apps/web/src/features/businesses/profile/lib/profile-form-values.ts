import { updateBusinessBodySchema, type Business } from '@comanda/domain/business/business-schemas';
import { formatDocument } from '@comanda/domain/business/business-document';
import { phoneFormatIfLoaded } from '../../../../lib/phone';
import { useZodForm } from '../../../../lib/use-zod-form';

type Segment = (typeof updateBusinessBodySchema.shape.segment.options)[number];
type TimeZone = (typeof updateBusinessBodySchema.shape.timezone.options)[number];

/** The business page's form, as the fields hold it: masks applied, empty optional fields as ''. */
export function profileFormValues(business: Business) {
  const whatsapp = phoneFormatIfLoaded()?.formatPhone(business.whatsapp) ?? business.whatsapp;
  return {
    name: business.name,
    // The server only stores values of these lists; the select shows them by their label.
    segment: business.segment as Segment,
    whatsapp,
    email: business.email ?? '',
    document: formatDocument(business.document),
    zipcode: business.zipcode,
    address_street: business.address_street,
    address_number: business.address_number,
    address_complement: business.address_complement ?? '',
    district: business.district,
    city: business.city,
    state: business.state,
    timezone: business.timezone as TimeZone,
    slug: business.slug ?? '',
    is_checkout_enabled: business.is_checkout_enabled,
    version: business.profile_version,
  };
}

/** The business page's form, validated by the API's own body schema. */
export function useProfileForm(business: Business) {
  return useZodForm(updateBusinessBodySchema, { defaultValues: profileFormValues(business) });
}
export type ProfileForm = ReturnType<typeof useProfileForm>;
