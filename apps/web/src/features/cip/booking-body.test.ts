import { cipOrderBody } from '@vip/contract';
import { blankGreeterAttendant, blankPerson, PersonRole } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import { greeterAttendantInput, personInput } from './booking-body';

describe('the booking body of a greeter or attendant', () => {
  const passenger = {
    ...personInput({ ...blankPerson(), firstName: 'علی', lastName: 'رضایی', nationalCode: '0012345679' }),
    mobile: '09121234567',
  };
  const bodyWith = (greeters: ReturnType<typeof greeterAttendantInput>[]) => ({
    flight_orders: [
      {
        order_type: 0,
        flight_id: 1,
        passengers: [passenger],
        reservations: [{ reservation_type: 1, service_id: 2, greeter_attendant_list: greeters }],
      },
    ],
  });

  it('sends a name and the optional mobile, which the API accepts without an identity number', () => {
    const named = { ...blankGreeterAttendant(PersonRole.greeter), firstName: ' رضا ', lastName: 'کریمی' };
    expect(greeterAttendantInput(named)).toEqual({
      first_name: 'رضا',
      last_name: 'کریمی',
      mobile: '',
      person_age_type: 3,
      role: PersonRole.greeter,
    });
    const parsed = cipOrderBody.safeParse(
      bodyWith([greeterAttendantInput(named), greeterAttendantInput({ ...named, mobile: '۰۹۱۲۳۴۵۶۷۸۹' })]),
    );
    expect(parsed.success && parsed.data.flight_orders[0].reservations[0].greeter_attendant_list).toMatchObject([
      { first_name: 'رضا', national_code: '', mobile: '' },
      { first_name: 'رضا', national_code: '', mobile: '09123456789' },
    ]);
  });
});
