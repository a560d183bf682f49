// The UIKit / QuartzCore / Foundation declarations `emitter export --objc` code uses, for a
// syntax and type check on Linux with clang (-fsyntax-only -fobjc-arc -fblocks): the SDK's
// names and types (float where QuartzCore says float, CGFloat where it says CGFloat), not its
// implementation. Parsing the generated file against it catches unknown selectors, wrong
// property names and types, and literals that are not objects where an object is needed.
#pragma once

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define INFINITY (__builtin_inff())
typedef double CGFloat;
typedef double CFTimeInterval;
typedef unsigned long NSUInteger;
typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = {x, y}; return p; }
static inline CGSize CGSizeMake(CGFloat w, CGFloat h) { CGSize s = {w, h}; return s; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h) {
  CGRect r = {{x, y}, {w, h}};
  return r;
}
typedef struct CATransform3D {
  CGFloat m11, m12, m13, m14;
  CGFloat m21, m22, m23, m24;
  CGFloat m31, m32, m33, m34;
  CGFloat m41, m42, m43, m44;
} CATransform3D;
extern const CATransform3D CATransform3DIdentity;
CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
typedef struct CGColor *CGColorRef;
typedef struct CGImage *CGImageRef;

@class NSString;

@protocol NSObject
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
- (instancetype)init;
+ (instancetype)new;
- (void)setValue:(id)value forKey:(NSString *)key;
@end

@interface NSString : NSObject
- (BOOL)isEqualToString:(NSString *)other;
@end
@interface NSNumber : NSObject
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
@end
@interface NSValue : NSObject
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithCATransform3D:(CATransform3D)transform;
@end
@interface NSArray<__covariant ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType[])objects count:(NSUInteger)count;
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
+ (instancetype)array;
- (void)addObject:(ObjectType)object;
@end
@interface NSDictionary<KeyType, ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType[])objects
                              forKeys:(const KeyType[])keys
                                count:(NSUInteger)count;
@end
typedef NSString *NSAttributedStringKey;
extern NSAttributedStringKey const NSFontAttributeName;
@interface NSAttributedString : NSObject
- (instancetype)initWithString:(NSString *)string
                    attributes:(NSDictionary<NSAttributedStringKey, id> *)attributes;
- (CGSize)size;
- (void)drawAtPoint:(CGPoint)point;
@end
Class NSClassFromString(NSString *name);

// MARK: UIKit

@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)whiteColor;
@property(nonatomic, readonly) CGColorRef CGColor;
- (void)setFill;
@end
@interface UIImage : NSObject
+ (UIImage *)imageNamed:(NSString *)name;
@property(nonatomic, readonly) CGImageRef CGImage;
@end
@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)size;
@end
@interface UIBezierPath : NSObject
+ (instancetype)bezierPath;
+ (instancetype)bezierPathWithRect:(CGRect)rect;
+ (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
- (void)moveToPoint:(CGPoint)point;
- (void)addLineToPoint:(CGPoint)point;
- (void)closePath;
- (void)fill;
@end
@interface UIGraphicsImageRendererFormat : NSObject
+ (instancetype)defaultFormat;
@property(nonatomic) CGFloat scale;
@end
@interface UIGraphicsImageRendererContext : NSObject
@end
typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *context);
@interface UIGraphicsImageRenderer : NSObject
- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format;
- (UIImage *)imageWithActions:(UIGraphicsImageDrawingActions)actions;
@end

// MARK: QuartzCore

CFTimeInterval CACurrentMediaTime(void);

typedef NSString *CAEmitterLayerEmitterShape;
extern CAEmitterLayerEmitterShape const kCAEmitterLayerPoint, kCAEmitterLayerLine,
    kCAEmitterLayerRectangle, kCAEmitterLayerCuboid, kCAEmitterLayerCircle, kCAEmitterLayerSphere;
typedef NSString *CAEmitterLayerEmitterMode;
extern CAEmitterLayerEmitterMode const kCAEmitterLayerPoints, kCAEmitterLayerOutline,
    kCAEmitterLayerSurface, kCAEmitterLayerVolume;
typedef NSString *CAEmitterLayerRenderMode;
extern CAEmitterLayerRenderMode const kCAEmitterLayerUnordered, kCAEmitterLayerOldestFirst,
    kCAEmitterLayerOldestLast, kCAEmitterLayerBackToFront, kCAEmitterLayerAdditive;
typedef NSString *CAMediaTimingFillMode;
extern CAMediaTimingFillMode const kCAFillModeForwards, kCAFillModeBackwards, kCAFillModeBoth,
    kCAFillModeRemoved;
typedef NSString *CALayerContentsGravity;
extern CALayerContentsGravity const kCAGravityCenter, kCAGravityTop, kCAGravityBottom,
    kCAGravityLeft, kCAGravityRight, kCAGravityTopLeft, kCAGravityTopRight, kCAGravityBottomLeft,
    kCAGravityBottomRight, kCAGravityResize, kCAGravityResizeAspect, kCAGravityResizeAspectFill;
typedef NSString *CALayerContentsFilter;
extern CALayerContentsFilter const kCAFilterNearest, kCAFilterLinear, kCAFilterTrilinear;
typedef NSString *CAAnimationCalculationMode;
extern CAAnimationCalculationMode const kCAAnimationLinear, kCAAnimationDiscrete,
    kCAAnimationPaced, kCAAnimationCubic, kCAAnimationCubicPaced;
typedef NSString *CAMediaTimingFunctionName;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionLinear, kCAMediaTimingFunctionEaseIn,
    kCAMediaTimingFunctionEaseOut, kCAMediaTimingFunctionEaseInEaseOut,
    kCAMediaTimingFunctionDefault;

@interface CAMediaTimingFunction : NSObject
+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
@end

@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float speed;
@property CFTimeInterval timeOffset;
@property float repeatCount;
@property CFTimeInterval repeatDuration;
@property BOOL autoreverses;
@property(copy) CAMediaTimingFillMode fillMode;
@end

@class CAAnimation;
@interface CALayer : NSObject <CAMediaTiming>
+ (instancetype)layer;
@property CGRect frame;
@property CGRect bounds;
@property CGPoint position;
@property CGPoint anchorPoint;
@property CGFloat zPosition;
@property CATransform3D transform;
@property CATransform3D sublayerTransform;
@property(getter=isHidden) BOOL hidden;
@property(copy) NSString *name;
@property float opacity;
@property CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property CGColorRef borderColor;
@property BOOL masksToBounds;
@property(strong) CALayer *mask;
@property CGColorRef shadowColor;
@property float shadowOpacity;
@property CGFloat shadowRadius;
@property CGSize shadowOffset;
@property(strong) id contents;
@property(copy) CALayerContentsGravity contentsGravity;
@property CGFloat contentsScale;
@property CGRect contentsRect;
@property CGRect contentsCenter;
- (void)addSublayer:(CALayer *)layer;
- (void)addAnimation:(CAAnimation *)animation forKey:(NSString *)key;
@end

@interface UIView : NSObject
@property(nonatomic) CGRect bounds;
@property(nonatomic, readonly) CALayer *layer;
@end

@interface CAEmitterCell : NSObject <CAMediaTiming>
+ (instancetype)emitterCell;
@property(copy) NSString *name;
@property(getter=isEnabled) BOOL enabled;
@property float birthRate;
@property float lifetime;
@property float lifetimeRange;
@property CGFloat emissionLatitude;
@property CGFloat emissionLongitude;
@property CGFloat emissionRange;
@property CGFloat velocity;
@property CGFloat velocityRange;
@property CGFloat xAcceleration;
@property CGFloat yAcceleration;
@property CGFloat zAcceleration;
@property CGFloat scale;
@property CGFloat scaleRange;
@property CGFloat scaleSpeed;
@property CGFloat spin;
@property CGFloat spinRange;
@property CGColorRef color;
@property float redRange;
@property float greenRange;
@property float blueRange;
@property float alphaRange;
@property float redSpeed;
@property float greenSpeed;
@property float blueSpeed;
@property float alphaSpeed;
@property(strong) id contents;
@property CGRect contentsRect;
@property CGFloat contentsScale;
@property(copy) NSString *minificationFilter;
@property(copy) NSString *magnificationFilter;
@property float minificationFilterBias;
@property(copy) NSArray<CAEmitterCell *> *emitterCells;
@end

@interface CAEmitterLayer : CALayer
@property(copy) NSArray<CAEmitterCell *> *emitterCells;
@property float birthRate;
@property float lifetime;
@property CGPoint emitterPosition;
@property CGFloat emitterZPosition;
@property CGSize emitterSize;
@property CGFloat emitterDepth;
@property(copy) CAEmitterLayerEmitterShape emitterShape;
@property(copy) CAEmitterLayerEmitterMode emitterMode;
@property(copy) CAEmitterLayerRenderMode renderMode;
@property BOOL preservesDepth;
@property float velocity;
@property float scale;
@property float spin;
@property unsigned int seed;
@end

@interface CAAnimation : NSObject <CAMediaTiming>
+ (instancetype)animation;
@property(strong) CAMediaTimingFunction *timingFunction;
@property(getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(NSString *)path;
@property(copy) NSString *keyPath;
@property(getter=isAdditive) BOOL additive;
@property(getter=isCumulative) BOOL cumulative;
@end
@interface CABasicAnimation : CAPropertyAnimation
@property(strong) id fromValue;
@property(strong) id toValue;
@property(strong) id byValue;
@end
@interface CAKeyframeAnimation : CAPropertyAnimation
@property(copy) NSArray *values;
@property(copy) NSArray<NSNumber *> *keyTimes;
@property(copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
@property(copy) CAAnimationCalculationMode calculationMode;
@end
@interface CAAnimationGroup : CAAnimation
@property(copy) NSArray<CAAnimation *> *animations;
@end
