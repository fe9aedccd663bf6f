/** ours: the spec gives the checkout page an account label, image and theme but no screen to set them. */
export const checkoutAppearanceMessages = {
  saved: 'Aparência do checkout atualizada com sucesso!',
  invalidColor: 'Cor inválida: use o formato #RRGGBB',
  labelTooLong: 'Use no máximo 60 caracteres',
  invalidImage: 'Endereço de imagem inválido',
} as const;
