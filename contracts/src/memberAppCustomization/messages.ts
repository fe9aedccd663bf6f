/**
 * The member app's look and home (issue 25, /admin/app/customize and /admin/banners). ours: the spec names
 * the screens but no field, call or message; the texts below are our pt-BR.
 */
export const memberAppCustomizationMessages = {
  saved: 'Personalização do aplicativo salva com sucesso!',
  invalidColor: 'Cor inválida: use o formato #RRGGBB',
  invalidImage: 'Endereço de imagem inválido',
  invalidLink: 'Link inválido: use um endereço começando com https:// ou http://',
  imageRequired: 'Envie a imagem do banner',
  titleTooLong: 'Use no máximo 80 caracteres',
  invalidDate: 'Data inválida: use o formato dd/mm/aaaa',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
  bannerNotFound: 'Banner não encontrado',
  bannerSaved: 'Banner salvo com sucesso!',
  bannerDeleted: 'Banner excluído com sucesso!',
  tooManyBanners: 'Limite de 30 banners atingido: exclua um banner antes de criar outro',
} as const;
