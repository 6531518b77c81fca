/**
 * English and Arabic texts of the demo FAQs (faq/seed.ts), in the same order: [question, answer paragraphs]. Written
 * for travellers from abroad, not word for word: IATA codes and "CIP" stay in Latin letters in both.
 */
type Text = [string, string[]];

export const faqCategoryNames: Record<number, { en: string; ar: string }> = {
  301: { en: 'CIP and VIP airport services', ar: 'خدمات CIP والتشريفات في المطار' },
  302: { en: 'Shopping and delivery', ar: 'الشراء وشحن الطلبات' },
  303: { en: 'Payment and wallet', ar: 'الدفع والمحفظة' },
  304: { en: 'Your account', ar: 'الحساب الشخصي' },
  305: { en: 'Returns', ar: 'إرجاع المنتجات' },
};

export const faqsInEnglish: Text[] = [
  [
    'What exactly does the airport CIP service include?',
    [
      'CIP gives you a private entrance, check-in of your bags and your boarding pass handled by our staff, security and passport control inside the lounge, hot and cold refreshments, and a private car to the aircraft steps.',
      'On arrival, our staff meet you at the aircraft door, collect your baggage and see you to your car.',
    ],
  ],
  [
    'What is the difference between fast track, the business lounge and CIP?',
    [
      'Fast track only takes you through the airport formalities quickly, without queuing. The business lounge is a waiting lounge with refreshments that you use after passport control. CIP is the complete service: it covers both, plus private check-in and a transfer to the aircraft.',
    ],
  ],
  [
    'How close to my flight can I book CIP?',
    [
      'You can book online up to 3 hours before departure (4 hours at Imam Khomeini Airport). After that, the flight no longer appears in the booking list.',
    ],
  ],
  [
    'Which airports offer VIP services?',
    [
      'We currently serve Imam Khomeini (IKA), Mehrabad (THR), Mashhad (MHD), Shiraz (SYZ), Isfahan (IFN), Tabriz (TBZ), Kish (KIH), Ahvaz (AWZ) and Bandar Abbas (BND). The services of each airport are shown once you choose your flight.',
    ],
  ],
  [
    'Can I use the CIP lounge with my pet?',
    [
      'Yes. Enter the number of pets when you book. Your pet must travel in a standard carrier, and you need its health record and rabies vaccination certificate.',
      'Our staff will stay with you through the quarantine check and the hand-over of the carrier to the airline. The fee is charged per animal.',
    ],
  ],
  [
    'Is a wheelchair available for elderly passengers or passengers with reduced mobility?',
    [
      'A wheelchair inside the terminal is free. A wheelchair from the terminal to the aircraft can be added when you choose your services; enter one for each passenger who needs it.',
    ],
  ],
  [
    'Who are the greeter and the attendant?',
    [
      'A greeter comes to the lounge to welcome an arriving passenger; an attendant sees a departing passenger off in the lounge. Each one’s details (name and national ID or passport number) are needed when you book, and the fee depends on their age group (adult, child or infant).',
    ],
  ],
  [
    'Can you arrange an airport visa for a foreign guest?',
    [
      'Yes. Choose the visa service and enter each passenger’s visa number or tracking code; our staff will arrange the visa before the guest lands, so the wait is as short as possible.',
    ],
  ],
  [
    'What happens if my flight is delayed or cancelled?',
    [
      'If your flight is delayed, your booking stays valid. If it is cancelled, open a ticket under “Support” in your account and our staff will review the booking; any refundable amount goes back to your wallet.',
    ],
  ],
  [
    'What are the cancellation and refund terms for a VIP booking?',
    [
      'Cancelling up to 48 hours before the flight is free and the full amount is refunded. Between 48 and 12 hours before the flight, half the amount is refunded; after that there is no refund. Each airport’s terms are shown on the booking page.',
      'You can cancel under “CIP bookings” in your account, and the refund is paid into your wallet straight away.',
    ],
  ],
  [
    'Can airport parking be booked with the VIP package?',
    [
      'Yes. Enter the number of cars and any extra hours. The parking fee is the base fee per car plus the extra hours at the hourly rate.',
    ],
  ],
  [
    'Do children and infants pay separately for CIP?',
    [
      'Prices are set separately for three age groups, adults, children (2 to 12) and infants (under 2), and are shown when you choose the passengers.',
    ],
  ],
  [
    'What documents do I need to enter the CIP lounge?',
    [
      'Your national ID card for domestic flights, or a valid passport for international flights, together with the booking confirmation code sent to you by text message after payment. Greeters and attendants also need an ID.',
    ],
  ],
  [
    'Can I change the passengers or services of my booking after paying?',
    [
      'Yes. Until the booking deadline (3 hours before the flight, 4 hours at Imam Khomeini Airport) you can add or remove passengers, correct passport details or change services such as a wheelchair or parking under “CIP bookings” in your account. Any difference in price is charged or refunded.',
    ],
  ],
  [
    'How long does delivery of a shop order take?',
    [
      'Orders within Tehran are shipped within one working day, and to other cities within three working days at most. You can also collect your order at Imam Khomeini Airport before your flight.',
    ],
  ],
  [
    'How much does delivery cost?',
    [
      'Express post anywhere in Iran costs 65,000 toman and same-day courier in Tehran and Karaj 120,000 toman; collection at Imam Khomeini Airport is free. The cost of each method is shown when you choose how to receive your order.',
    ],
  ],
  [
    'How can I track my order?',
    ['Under “Shop orders” in your account you can see the status and history of each order, with its tracking code.'],
  ],
  [
    'How can I pay?',
    [
      'You can pay with any Shetab bank card through the bank gateway, or from your wallet. Prices on the site are shown in toman.',
    ],
  ],
  [
    'How do I top up my wallet?',
    [
      'On the “Wallet” page of your account, choose to add credit. You can pay online through the bank gateway, or pay offline (a bank deposit slip or cheque) and upload a picture of it to request the credit.',
    ],
  ],
  [
    'Money left my account but no order was placed. What should I do?',
    [
      'If a payment is not confirmed, the bank returns the money to your account within 72 hours. If it does not, send us the transaction’s reference number in a ticket under “Support” in your account.',
    ],
  ],
  [
    'How do I sign up?',
    [
      'Sign in with your mobile number and the code we text you. If it is your first time, enter your first and last name as well. You can also sign in with your e-mail address.',
    ],
  ],
  [
    'Can I save the passengers I travel with often?',
    [
      'Yes. Passengers you have entered once are saved in “My passengers” and can be added to later bookings in one tap.',
    ],
  ],
  [
    'I am not receiving the text message with my code.',
    [
      'First check your mobile number (11 digits starting with 09). After a minute you can ask for the code again. If you have blocked promotional text messages, the code may not reach you.',
    ],
  ],
  [
    'What is your returns policy?',
    [
      'Unused items in their original packaging can be returned within 7 days of delivery. To request a return, open a ticket about the order under “Support” in your account.',
      'Perfume, opened toiletries and gift cards cannot be returned.',
    ],
  ],
  [
    'When will I get my money back for a returned item?',
    [
      'Once the item has reached our warehouse and been checked (within 48 hours), the amount is refunded to your wallet.',
    ],
  ],
];

export const faqsInArabic: Text[] = [
  [
    'ماذا تشمل خدمة CIP في المطار بالتحديد؟',
    [
      'تشمل خدمة CIP الدخول من مدخل خاص، وتسجيل الأمتعة وإصدار بطاقة الصعود على يد موظفينا، وإنهاء التفتيش ومراقبة الجوازات داخل الصالة، وضيافة من المشروبات الساخنة والباردة، والنقل بسيارة خاصة حتى سلم الطائرة.',
      'وفي رحلات الوصول يرافق موظفنا المسافر من باب الطائرة، ويتسلم أمتعته ويوصلها معه حتى السيارة.',
    ],
  ],
  [
    'ما الفرق بين المسار السريع وصالة رجال الأعمال وخدمة CIP؟',
    [
      'المسار السريع يقتصر على إنهاء إجراءات المطار بسرعة ودون انتظار في الطوابير. أما صالة رجال الأعمال فهي صالة انتظار مع ضيافة تُستخدم بعد مراقبة الجوازات. وخدمة CIP هي الأشمل، إذ تجمع الاثنتين مع تسجيل خاص ونقل حتى الطائرة.',
    ],
  ],
  [
    'حتى متى قبل الرحلة يمكنني حجز خدمة CIP؟',
    [
      'يمكن الحجز عبر الموقع حتى ٣ ساعات قبل موعد الإقلاع (٤ ساعات في مطار الإمام الخميني). وبعد انقضاء هذه المهلة لا تظهر الرحلة في قائمة الحجز.',
    ],
  ],
  [
    'في أي المطارات تتوفر خدمات التشريفات؟',
    [
      'نخدم حاليًا مطارات الإمام الخميني (IKA) ومهرآباد (THR) ومشهد (MHD) وشيراز (SYZ) وأصفهان (IFN) وتبريز (TBZ) وكيش (KIH) والأهواز (AWZ) وبندر عباس (BND). وتظهر خدمات كل مطار بعد اختيار رحلتك.',
    ],
  ],
  [
    'هل يمكنني استخدام صالة CIP مع حيواني الأليف؟',
    [
      'نعم. أدخل عدد الحيوانات الأليفة عند الحجز. يجب أن يكون الحيوان في قفص نظامي، وأن تحمل سجله الصحي وشهادة تطعيمه ضد داء الكلب.',
      'سيرافقك موظفنا في إجراءات الحجر الصحي وتسليم القفص إلى شركة الطيران. وتُحتسب الرسوم عن كل حيوان.',
    ],
  ],
  [
    'هل يتوفر كرسي متحرك لكبار السن وذوي الاحتياجات الخاصة؟',
    [
      'الكرسي المتحرك داخل المبنى مجاني. ويمكنك إضافة كرسي متحرك من خارج المبنى حتى الطائرة عند اختيار الخدمات، بعدد المسافرين الذين يحتاجون إليه.',
    ],
  ],
  [
    'من هو المستقبِل ومن هو المرافق؟',
    [
      'المستقبِل هو من يأتي إلى الصالة للترحيب بالمسافر القادم، والمرافق هو من يودّع المسافر المغادر حتى الصالة. ويجب تسجيل بيانات كل منهما (الاسم ورقم الهوية الوطنية أو رقم جواز السفر) عند الحجز، وتُحتسب الرسوم حسب الفئة العمرية (بالغ أو طفل أو رضيع).',
    ],
  ],
  [
    'هل يمكنكم استخراج تأشيرة المطار لضيف أجنبي؟',
    [
      'نعم. اختر خدمة التأشيرة وأدخل رقم التأشيرة أو رمز التتبع لكل مسافر، وسينسّق موظفنا إجراءات التأشيرة قبل وصول الضيف ليكون الانتظار في أدنى حد.',
    ],
  ],
  [
    'ماذا يحدث إذا تأخرت رحلتي أو أُلغيت؟',
    [
      'إذا تأخرت الرحلة يبقى حجزك ساريًا. وإذا أُلغيت، افتح تذكرة دعم من قسم «الدعم» في حسابك ليراجع موظفنا الحجز، ويُعاد المبلغ القابل للاسترداد إلى محفظتك.',
    ],
  ],
  [
    'ما شروط إلغاء حجز التشريفات واسترداد المبلغ؟',
    [
      'الإلغاء حتى ٤٨ ساعة قبل الرحلة مجاني ويُعاد المبلغ كاملًا. وبين ٤٨ و١٢ ساعة قبل الرحلة يُعاد نصف المبلغ، ولا استرداد بعد ذلك. وتظهر شروط كل مطار في صفحة الحجز.',
      'يتم الإلغاء من قسم «حجوزات CIP» في حسابك، ويُودَع المبلغ المسترد في محفظتك فورًا.',
    ],
  ],
  [
    'هل يمكن حجز موقف سيارات المطار ضمن باقة التشريفات؟',
    [
      'نعم. أدخل عدد السيارات والساعات الإضافية. رسوم الموقف هي الرسم الأساسي لكل سيارة مضافًا إليه عدد الساعات الإضافية مضروبًا في سعر الساعة.',
    ],
  ],
  [
    'هل للأطفال والرضّع رسوم منفصلة في خدمة CIP؟',
    [
      'تُحدَّد الأسعار لثلاث فئات عمرية منفصلة: البالغون، والأطفال (من سنتين إلى ١٢ سنة)، والرضّع (دون السنتين)، وتظهر عند اختيار المسافرين.',
    ],
  ],
  [
    'ما المستندات المطلوبة لدخول صالة CIP؟',
    [
      'بطاقة الهوية الوطنية للرحلات الداخلية، وجواز سفر ساري المفعول للرحلات الدولية، مع رمز تأكيد الحجز الذي يصلك برسالة نصية بعد الدفع. ويحتاج المرافقون والمستقبِلون أيضًا إلى إثبات هوية.',
    ],
  ],
  [
    'هل يمكنني تعديل المسافرين أو الخدمات بعد الدفع؟',
    [
      'نعم. حتى نهاية مهلة الحجز (٣ ساعات قبل الرحلة، و٤ ساعات في مطار الإمام الخميني) يمكنك من قسم «حجوزات CIP» في حسابك إضافة مسافر أو حذفه، وتصحيح بيانات جواز السفر، وتغيير خدمات مثل الكرسي المتحرك والموقف. ويُحتسب فرق السعر فيُدفع أو يُسترد.',
    ],
  ],
  [
    'كم يومًا يستغرق شحن طلبات المتجر؟',
    [
      'تُشحن طلبات طهران خلال يوم عمل واحد، وطلبات المدن الأخرى خلال ثلاثة أيام عمل على الأكثر. ويمكنك أيضًا استلام طلبك في مطار الإمام الخميني قبل رحلتك.',
    ],
  ],
  [
    'كم تبلغ تكلفة الشحن؟',
    [
      'البريد السريع إلى جميع أنحاء إيران بـ٦٥ ألف تومان، والتوصيل الفوري في طهران وكرج بـ١٢٠ ألف تومان، والاستلام في مطار الإمام الخميني مجاني. وتظهر تكلفة كل طريقة عند اختيار طريقة الشحن.',
    ],
  ],
  ['كيف أتابع حالة طلبي؟', ['من قسم «طلبات المتجر» في حسابك يمكنك رؤية حالة كل طلب وسجله مع رمز التتبع.']],
  [
    'ما طرق الدفع المتاحة؟',
    ['يمكنك الدفع بأي بطاقة مصرفية من شبكة شتاب عبر بوابة الدفع، أو من رصيد محفظتك. وتُعرض المبالغ في الموقع بالتومان.'],
  ],
  [
    'كيف أشحن رصيد محفظتي؟',
    [
      'من صفحة «المحفظة» في حسابك اختر زيادة الرصيد. يمكنك الدفع عبر بوابة الدفع، أو الإيداع دون اتصال (إيصال إيداع بنكي أو شيك) ورفع صورته لتقديم طلب زيادة الرصيد.',
    ],
  ],
  [
    'خُصم المبلغ من حسابي ولم يُسجَّل الطلب، ماذا أفعل؟',
    [
      'إذا لم تُؤكَّد عملية الدفع، يعيد البنك المبلغ إلى حسابك خلال ٧٢ ساعة كحد أقصى. وإن لم يُعَد، أرسل إلينا الرقم المرجعي للعملية في تذكرة من قسم «الدعم» في حسابك.',
    ],
  ],
  [
    'كيف أسجّل في الموقع؟',
    [
      'سجّل الدخول برقم جوالك والرمز الذي يصلك برسالة نصية. وإن كانت هذه أول مرة، أدخل اسمك الأول واسم العائلة أيضًا. ويمكنك كذلك الدخول ببريدك الإلكتروني.',
    ],
  ],
  [
    'هل يمكنني حفظ بيانات المسافرين الذين أسافر معهم كثيرًا؟',
    [
      'نعم. يُحفظ المسافرون الذين أدخلت بياناتهم مرة واحدة في قائمة «مسافريّ»، ويمكن إضافتهم إلى الحجوزات اللاحقة بنقرة واحدة.',
    ],
  ],
  [
    'لا تصلني رسالة رمز التحقق.',
    [
      'تأكد أولًا من صحة رقم الجوال (١١ رقمًا يبدأ بـ09). وبعد دقيقة يمكنك طلب إرسال الرمز مجددًا. وإذا كنت قد حظرت الرسائل الترويجية فقد لا يصلك الرمز.',
    ],
  ],
  [
    'ما شروط إرجاع المنتجات؟',
    [
      'يمكن إرجاع المنتج غير المستخدم في عبوته الأصلية خلال ٧ أيام من الاستلام. ولتقديم الطلب افتح تذكرة بخصوص الطلب من قسم «الدعم» في حسابك.',
      'لا يمكن إرجاع العطور ومنتجات العناية المفتوحة وبطاقات الهدايا.',
    ],
  ],
  ['متى يُعاد إليّ ثمن المنتج المرتجع؟', ['بعد وصول المنتج إلى مستودعنا وفحصه (خلال ٤٨ ساعة)، يُعاد المبلغ إلى محفظتك.']],
];
