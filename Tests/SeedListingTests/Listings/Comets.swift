// swift-format-ignore-file
// Bennet van der Linden, "Comets: Animating Particles in Swift" (seed 003): the article's
// listings, written in 2016 for Swift 2, with only the renames Swift 3 made to these APIs (as
// Xcode's migrator makes them; no Swift compiler since takes the old names, on iOS either):
// `moveToPoint(_:)` → `move(to:)`, `addLineToPoint(_:)` → `addLine(to:)`, `.CGPath` →
// `.cgPath`, `.CGColor` → `.cgColor`, `.CGImage` → `.cgImage`. Also marked "EmitterKit:":
// - the article's web page set `—` for minus and “ ” for quotes, and ran two statements into one
//   line; those are `-`, `"` and two lines again;
// - the article's own helpers it does not show, written here: `Int.random(_:)` (from a seeded
//   generator, so a headless render is the same every run) and `UIImage.imageRotatedByRadians`;
// - the view controller whose view the lines and comets are added to, with the lines of the
//   `lines` array the article defines but does not show.
import UIKit

struct LineModel {
var startPoint: CGPoint
var endPoint: CGPoint
var lineColor: UIColor
func drawLine() -> CAShapeLayer {
//create the path
let linePath = UIBezierPath()
linePath.move(to: startPoint)
linePath.addLine(to: endPoint)
//create the line as a CAShapeLayer
let lineLayer = CAShapeLayer()
lineLayer.path = linePath.cgPath
lineLayer.lineWidth = 3
lineLayer.strokeColor = lineColor.cgColor
return lineLayer
}

func animateComet() -> CAEmitterLayer {
// create emitter
let emitter = CAEmitterLayer()
emitter.emitterShape = kCAEmitterLayerPoint
emitter.emitterPosition = startPoint

// create comet cell
let cell = CAEmitterCell()
cell.contents = UIImage(named: "comet")!.cgImage
cell.birthRate = 0.2 * Float(Int.random(500...2000)) / 1000
cell.lifetime = 10.0
cell.velocity = 800
cell.velocityRange = 700
//add cell to the emitter
emitter.emitterCells = [cell]
// EmitterKit: the article's next step, `cell.emissionLongitude = calculateAngle()`, and its
// last, the image rotated to the line (two statements on one line in the article).
cell.emissionLongitude = calculateAngle()
let cometImage = UIImage(named:"comet")!.imageRotatedByRadians(calculateAngle())
cell.contents = cometImage.cgImage
return emitter
}

func calculateAngle() -> CGFloat {
let deltaX = endPoint.x - startPoint.x
let deltaY = endPoint.y - startPoint.y
return atan2(deltaY, deltaX)
}
}

// EmitterKit: the article's helper for `Int.random(500...2000)` (not shown there), drawing from
// a fixed-seed generator so that renders are the same every run.
extension Int {
    static func random(_ range: ClosedRange<Int>) -> Int {
        CometRandom.state = CometRandom.state &* 6364136223846793005 &+ 1442695040888963407
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int((CometRandom.state >> 33) % span)
    }
}

enum CometRandom {
    static var state: UInt64 = 2016
}

// EmitterKit: the article's `imageRotatedByRadians` extension (not shown there): the image
// turned about its centre on a canvas that holds it whole.
extension UIImage {
    func imageRotatedByRadians(_ radians: CGFloat) -> UIImage {
        let turned = CGRect(origin: .zero, size: size)
            .applying(CGAffineTransform(rotationAngle: radians)).integral.size
        return UIGraphicsImageRenderer(size: turned).image { context in
            context.cgContext.translateBy(x: turned.width / 2, y: turned.height / 2)
            context.cgContext.rotate(by: radians)
            draw(in: CGRect(x: -size.width / 2, y: -size.height / 2,
                            width: size.width, height: size.height))
        }
    }
}

// EmitterKit: the view the article adds its lines and comets to, and its lines.
class CometsViewController: UIViewController {
    let lines = [
        LineModel(startPoint: CGPoint(x: -30, y: 230), endPoint: CGPoint(x: 420, y: 120),
                  lineColor: UIColor(red: 0.55, green: 0.75, blue: 1, alpha: 0.35)),
        LineModel(startPoint: CGPoint(x: 420, y: 420), endPoint: CGPoint(x: -30, y: 600),
                  lineColor: UIColor(red: 0.55, green: 0.75, blue: 1, alpha: 0.35)),
        LineModel(startPoint: CGPoint(x: 60, y: 880), endPoint: CGPoint(x: 340, y: -30),
                  lineColor: UIColor(red: 0.55, green: 0.75, blue: 1, alpha: 0.35)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.04, green: 0.08, blue: 0.19, alpha: 1)
        // The article's loop, as written.
for line in lines {
view.layer.addSublayer(line.drawLine())
view.layer.addSublayer(line.animateComet())
}
    }
}
